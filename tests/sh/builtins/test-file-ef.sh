touch f; ln f hard; ln -s f sym; touch g
test f -ef hard; echo $?
test f -ef sym; echo $?
test f -ef g; echo $?

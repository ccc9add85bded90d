mkfifo p
test -p p; echo $?
test -p .; echo $?

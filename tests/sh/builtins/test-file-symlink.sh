touch f; ln -s f l; ln -s nosuch dangling
test -h l; echo $?
test -L l; echo $?
test -h f; echo $?
test -L dangling; echo $?
test -e dangling; echo $?

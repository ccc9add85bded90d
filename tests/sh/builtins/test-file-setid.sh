touch f; chmod 4755 f
test -u f; echo $?
test -g f; echo $?
chmod 2755 f
test -g f; echo $?

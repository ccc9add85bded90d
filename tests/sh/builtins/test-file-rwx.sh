touch f; chmod 644 f
test -r f; echo $?
test -w f; echo $?
test -x f; echo $?
chmod 755 f
test -x f; echo $?

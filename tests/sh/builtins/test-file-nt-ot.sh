touch -d '2001-01-01 00:00:00' old
touch -d '2002-01-01 00:00:00' new
test new -nt old; echo $?
test old -nt new; echo $?
test old -ot new; echo $?
test new -ot old; echo $?

unset x
( : ${x?gone} ; echo not reached )
echo "status $?"

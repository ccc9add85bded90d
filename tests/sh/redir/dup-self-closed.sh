# N>&N changes nothing, so it is no error when N is closed (dash and bash;
# issue 27); duplicating a closed fd onto another one is.  fd 3 is closed
# first: a test runner may leave one open (ctest did, under ASan)
exec 3>&-
: 3>&3
echo "st=$?"
echo hi 3>&3 >&3
echo "st=$?"
exec 4>&1
echo four 4>&4 >&4

unset x
echo before
: ${x?}
echo after

unset x
echo ${x?is required here}
echo after

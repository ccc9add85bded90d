unset x
echo before
echo "${x:?custom message}"
echo after

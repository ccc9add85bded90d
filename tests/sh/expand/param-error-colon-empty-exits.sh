x=
echo before
echo "${x:?}"
echo after

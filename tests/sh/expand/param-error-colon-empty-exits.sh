set -o posix; x=
echo before
echo "${x:?}"
echo after

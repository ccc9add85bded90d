set -o posix; set -u
echo "${unset_var-default}"
echo "$unset_var"
echo notreached

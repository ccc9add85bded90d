set -o posix; set -u
echo before
echo "$undefined_var"
echo notreached

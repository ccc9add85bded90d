# posix mode: a special built-in error, so the script exits (dash)
set -o posix
for i in 1 2; do
	break 0
	echo notreached
done
echo notreached2

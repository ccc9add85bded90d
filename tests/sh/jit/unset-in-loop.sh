# unset inside a loop: the variable reads as 0 again, and set -u (turned
# on mid-loop) reports it.
i=0 n=0
while [ $n -lt 40 ]; do
	n=$((n + 1))
	i=$((i + 2))
	if [ $n -eq 20 ]; then unset i; fi
done
echo "$i $n"
set -u
while :; do
	echo "$((j + 1))"
done

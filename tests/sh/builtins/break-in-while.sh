n=0
while :; do
	n=$((n + 1))
	[ $n -ge 3 ] && break
done
echo $n

n=0
until [ $n -ge 4 ]; do
	n=$((n + 1))
	[ $n = 2 ] && continue
	echo $n
done

for i in a b; do
	for j in 1 2; do
		[ $j = 1 ] && continue 2
		echo never
	done
	echo never2
done
echo done

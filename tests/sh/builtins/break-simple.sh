for i in 1 2 3; do
	[ $i = 2 ] && break
	echo $i
done
echo "after $?"

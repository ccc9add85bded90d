for i in 1 2; do
	break 0
	echo notreached
done
echo notreached2

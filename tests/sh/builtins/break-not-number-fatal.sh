for i in 1 2; do
	break x
done
echo notreached

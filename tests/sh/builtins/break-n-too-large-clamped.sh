for i in a b; do
	for j in 1 2; do
		echo $i$j
		break 5
	done
done
echo done

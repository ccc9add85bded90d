for i in a b; do
	for j in 1 2; do
		echo $i$j
		break 2
	done
done
echo done

# corpus: posix small=40 full=3000
# a CSV report: section lines switch the state, records are summed per state
n=${1:-3000}
f=${TMPDIR:-/tmp}/corpus-csv.$$
i=0
{
	echo "name,qty,price"
	while [ $i -lt $n ]; do
		if [ $((i % 50)) -eq 0 ]; then
			echo "#section,$((i / 50)),"
		fi
		echo "item$i,$((i % 7 + 1)),$((i * 13 % 100))"
		i=$((i + 1))
	done
	echo "#end,,"
} > "$f"

state=header
records=0 total=0 sections=0 best=0 bestname=
while IFS=, read -r name qty price; do
	case $state in
	header)
		state=body
		continue
		;;
	esac
	case $name in
	'#end')
		state=done
		;;
	'#section')
		sections=$((sections + 1))
		;;
	*)
		records=$((records + 1))
		cost=$((qty * price))
		total=$((total + cost))
		if [ $cost -gt $best ]; then
			best=$cost
			bestname=$name
		fi
		;;
	esac
done < "$f"
rm -f "$f"
echo "csv $n $state $records $sections $total $best $bestname"

# corpus: posix small=30 full=2500
# counts lines, words and characters of a generated file with read and set --
n=${1:-2500}
f=${TMPDIR:-/tmp}/corpus-wc.$$
i=0
while [ $i -lt $n ]; do
	echo "line $i has $((i % 5 + 1)) words of text: alpha beta gamma"
	i=$((i + 1))
done > "$f"
lines=0 words=0 chars=0 longest=0
while read -r line; do
	lines=$((lines + 1))
	set -- $line
	words=$((words + $#))
	len=${#line}
	chars=$((chars + len + 1))
	if [ $len -gt $longest ]; then
		longest=$len
	fi
done < "$f"
rm -f "$f"
echo "wc $n $lines $words $chars $longest"

# read keeps its block between reads only while nobody else can see the
# offset: head, cat and sh in the loop body read from where read stopped
i=1
while [ $i -le 12 ]; do echo "line $i"; i=$((i + 1)); done > f
while read -r l; do
	echo "read: $l"
	head -n 1
done < f
echo --
{
	read -r a
	read -r b
	echo "$a / $b"
	sh -c 'read x; echo "sh: $x"'
	read -r c
	echo "then: $c"
	cat
} < f
echo --
{ read -r a; read -r b; } < f
echo "$a $b"

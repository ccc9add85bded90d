# read copies a line's ordinary bytes in runs: the bytes before and after
# an escape, a NUL, a line longer than one block of input, -d delimiters
f=${TMPDIR:-/tmp}/read-runs.$$
long=
i=0
while [ $i -lt 700 ]; do
	long=$long"abcdefg "
	i=$((i + 1))
done
{
	printf '%s\n' "one,two\,three,four five"
	printf 'a\0b,c\0\0d,e\n'
	printf '%s\\,tail,x\n' "$long"
	printf 'x\\\ny,z\n'
	printf 'p:q\\:r:s;t:u;'
	printf 'last,no,newline'
} > "$f"
exec 3< "$f"
IFS=, read -r a b c <&3
echo "r: [$a] [$b] [$c]"
IFS=, read a b c <&3
echo "nul: [$a] [$b] [$c]"
IFS=, read a b c <&3
echo "long: ${#a} [${a: -10}] [$b] [$c]"
IFS=, read a b <&3
echo "cont: [$a] [$b]"
IFS=: read -d ';' a b c <&3
echo "d: [$a] [$b] [$c]"
IFS=: read -r -d ';' -a arr <&3
echo "da: ${#arr[@]} [${arr[0]}] [${arr[1]}]"
IFS=, read a b c <&3
echo "eof $?: [$a] [$b] [$c]"
exec 3<&-
IFS=, read -r a b <<'E'
x\,y,z\
E
echo "here: [$a] [$b]"
rm -f "$f"

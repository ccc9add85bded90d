# a subshell, a command substitution and a pipeline stage share the
# offset of the descriptor read reads: each continues where the other
# stopped
printf '%s\n' one two three four five six seven eight nine ten > f
{
	read -r a
	(read -r b; echo "subshell: $b")
	read -r c
	x=$(read -r d; echo "$d")
	echo "cmdsub: $x"
	read -r e
	read -r f2 | cat
	read -r g
	echo "$a $c $e $g"
	(read -r h; exit 3)
	echo "status $?"
	read -r i
	echo "after: $i"
	cat
} < f

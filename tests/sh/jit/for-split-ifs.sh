# `for w in $v` in a compiled loop splits with the IFS in force, which
# may be any subset of space, tab and newline (other IFS values take the
# general path).
tab=$(printf '\t')
nl='
'
v=" a${tab}b  c${nl}d${tab}${tab}e ${nl}"
for ifs in " " "$tab" "$nl" " $tab" "$tab$nl" " $nl" " $tab$nl"; do
	IFS=$ifs
	n=0 out=
	for k in 1 2 3; do
		for w in $v; do
			n=$((n + 1))
			out="$out<$w>"
		done
	done
	unset IFS
	printf '%s\n' "$n $out" | od -c | sed 's/  */ /g'
done

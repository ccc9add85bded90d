# ${v#"$p"} ${v%"$p"}...: a quoted pattern is a literal string, whatever
# its bytes; the front halves (fastexp.c, the JIT's direct assignment)
# build it themselves, so these run in a loop as well as once
v='a*b?c[d]e\f*'
for p in 'a*' '*' '?' 'a*b?c' '[d]e\f*' 'e\f*' '\f*' '' 'zz' 'a*b?c[d]e\f*x'; do
	i=0
	while [ $i -lt 2 ]; do
		a=${v#"$p"} b=${v##"$p"} c=${v%"$p"} d=${v%%"$p"}
		e="<${v#"$p"}|${v%%"$p"}>" f=${v#'a*'"$p"}
		i=$((i + 1))
	done
	printf '%s\n' "p=$p: $a $b $c $d $e $f"
done
# reverse a string, tokenize: a strip inside the pattern of a strip
s='hello world' r=''
while [ -n "$s" ]; do
	rest=${s#?}
	r="${s%"$rest"}$r"
	s=$rest
done
echo "$r"
rest='  12ab + x9'
while [ -n "$rest" ]; do
	rest=${rest#"${rest%%[! ]*}"}
	tail=${rest#"${rest%%[!0-9a-z]*}"}
	tok=${rest%"$tail"}
	[ -z "$tok" ] && tok=${rest%"${rest#?}"} tail=${rest#?}
	echo "tok=[$tok]"
	rest=$tail
done
# unquoted: the result is split and globbed as any expansion's
x='one two*three' y='*three'
for w in ${x%"$y"} ${x#"one "}; do echo "w=$w"; done
IFS=:
z='a:b:c'
for w in ${z%":c"}; do echo "w=$w"; done
unset IFS
# unset names: empty pattern, empty value
unset u
echo "[${u#"$x"}] [${x#"$u"}] [${x%"$u"}]"
# a name reference in the pattern is followed
declare -n ref=y
i=0
while [ $i -lt 2 ]; do q=${x%"$ref"} i=$((i + 1)); done
echo "q=$q"
# set -u: an unset name in the pattern is an error
set -u
i=0
while [ $i -lt 2 ]; do q=${x%"$nope"}; i=$((i + 1)); done
echo not reached

# Arguments a compiled call passes on without copying them: literal words
# and its own $1...; the callee changing its parameters, redefining the
# caller or calling further down must not change what the caller sees.
inner() {
	printf '<%s>' "$@"
	set -- changed "$1$1"
	shift
	echo " $1 $#"
}
mid() {
	inner $2 $1 lit "$3"
	for w in "$@"; do
		inner $w x
	done
	set -- new
	inner $1 done
}
outer() {
	mid $1 $2 "$3"
	printf '%s|' "$1" "$2" "$3"
	echo
	outer() { echo "outer redefined: $*"; }
	mid $3 $2 $1
	printf '%s|' "$1" "$2" "$3"
	echo
}
i=0
while [ $i -lt 3 ]; do
	outer a$i "b $i" 'c  d'
	i=$((i + 1))
done
# a call in a command substitution inside another call's arguments
g() { inner "$1" $1 q; }
i=0
while [ $i -lt 3 ]; do
	inner "$(g "x $i")" $i "$(g $i; inner y)"
	i=$((i + 1))
done

# test and [ in compiled loops with literal and parameter words: each word
# that is one field goes to the builtin as it is; an empty unquoted
# parameter (no field), splitting, globbing and errors give what the
# general expansion and the builtin give
set -- one 'two words'
for v in abc '' ' ' 'a b' '-n' '!' '(' ')' '=' 'x*y' 0 12 -3; do
	[ -n "$v" ] && echo "n [$v]"
	[ -z "$v" ] && echo "z [$v]"
	[ "$v" = abc ] && echo "eq [$v]"
	[ "$v" != abc ] || echo "not ne [$v]"
	test "x$v" = "x" && echo "empty [$v]"
	[ $v ] && echo "unquoted [$v]"
	[ -n $v ] && echo "unquoted -n [$v]"
	[ "$v" ] || echo "false [$v]"
	[ ! "$v" ] && echo "not [$v]"
	[ "$v" = "${v}" -a -n "$1" ] && echo "and [$v]"
	[ "$2" = 'two words' ] || echo "two"
	[ "$v" -eq 12 ] 2>/dev/null && echo "int [$v]"
	[ "$v" -lt 1 ]
	echo "status $? [$v] $_"
done
i=0
while [ $i -lt 3 ]; do
	[ "$i" -gt x ]
	echo "s $?"
	test -n
	echo "t $?"
	[ "$i" = 1
	echo "u $?"
	[ -n "$i" "$i" ]
	echo "v $?"
	[ a = a ] ; echo "lit $? $_"
	test "$i" ; echo "test $? $_"
	i=$((i + 1))
done

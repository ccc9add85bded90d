# corpus: posix small=10 full=300
# a tokenizer for arithmetic expressions built on ${v%%pat} and ${v#pat}
n=${1:-300}
expr="12 + foo * (bar - 7) / baz2 + 300 * (x1 + y2) - 45 % q"
nums=0 idents=0 ops=0 parens=0 chars=0
k=0
while [ $k -lt $n ]; do
	rest="$expr $k"
	while [ -n "$rest" ]; do
		rest=${rest#"${rest%%[! ]*}"}
		[ -z "$rest" ] && break
		case $rest in
		[0-9]*)
			tail=${rest#"${rest%%[!0-9]*}"}
			tok=${rest%"$tail"}
			nums=$((nums + 1))
			;;
		[a-z]*)
			tail=${rest#"${rest%%[!a-z0-9]*}"}
			tok=${rest%"$tail"}
			idents=$((idents + 1))
			;;
		[\(\)]*)
			tail=${rest#?}
			tok=${rest%"$tail"}
			parens=$((parens + 1))
			;;
		*)
			tail=${rest#?}
			tok=${rest%"$tail"}
			ops=$((ops + 1))
			;;
		esac
		chars=$((chars + ${#tok}))
		rest=$tail
	done
	k=$((k + 1))
done
echo "tokenize $n $nums $idents $ops $parens $chars"

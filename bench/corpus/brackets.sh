# corpus: bash small=20 full=800
# bracket matching with an array as a stack
n=${1:-800}
check() {
	local s=$1 i c top
	local -a stack=()
	for (( i = 0; i < ${#s}; i++ )); do
		c=${s:i:1}
		case $c in
		'(' | '[' | '{')
			stack+=("$c")
			;;
		')' | ']' | '}')
			(( ${#stack[@]} )) || return 1
			top=${stack[-1]}
			unset 'stack[-1]'
			case $top$c in
			'()' | '[]' | '{}') ;;
			*) return 1 ;;
			esac
			;;
		esac
	done
	(( ${#stack[@]} == 0 ))
}
good=0 bad=0
pieces=('(a[b]{c})' '{[()]}' '(x' 'f(g[h])' '[(])' '{}')
for (( k = 0; k < n; k++ )); do
	s=${pieces[k % 6]}${pieces[(k / 6) % 6]}
	if check "$s"; then
		(( good++ ))
	else
		(( bad++ ))
	fi
done
echo "brackets $n $good $bad"

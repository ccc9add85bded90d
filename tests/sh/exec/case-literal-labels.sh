# case labels that are plain literals (quoted, or unquoted without pattern
# characters) match only their own bytes; a lone * matches anything
t() {
	case $1 in
	'*') echo "[$1] quoted star" ;;
	'[ab]') echo "[$1] quoted brackets" ;;
	'a?') echo "[$1] quoted question" ;;
	'') echo "[$1] empty" ;;
	'#end' | '#section') echo "[$1] section" ;;
	ERROR) echo "[$1] plain" ;;
	'(' | '[' | '{') echo "[$1] open" ;;
	a\*b) echo "[$1] escaped star" ;;
	x+y | p@q | '!'z) echo "[$1] literal with + @ !" ;;
	é) echo "[$1] multibyte" ;;
	*) echo "[$1] other" ;;
	esac
}
for s in '*' x '[ab]' a b 'a?' ab '' '#end' '#section' '#sec' ERROR error \
	'(' '[' '{' ')' 'a*b' axb x+y p@q '!z' é e; do
	t "$s"
done
shopt -s nocasematch
case error in
ERROR) echo "nocasematch plain" ;;
esac
case ABC in
'abc') echo "nocasematch quoted" ;;
esac
shopt -u nocasematch
shopt -s extglob
case b in
@(a|b)) echo "extglob" ;;
esac
case 'a b' in
'a b') echo "quoted blank" ;;
esac

# extglob groups in case patterns and ${v#..} ${v//..}, after shopt -s
# extglob on an earlier line (bash decides at parse time)
shopt -s extglob
for w in ab abab '' x abc c.txt; do
	case $w in
	@(ab|cd)) echo "$w: @" ;;
	+(ab)) echo "$w: +" ;;
	?(ab)c) echo "$w: ?" ;;
	*(x)) echo "$w: *" ;;
	*.!(c|h)) echo "$w: !" ;;
	esac
done
x=ababc
echo "${x//+(ab)/X} ${x#@(a|ab)} ${x##*(ab)} ${x%?(b)c} ${x/#+(a|b)/-}"
p='@(ab|c)'
case ab in $p) echo "pattern from a variable" ;; esac
shopt -u extglob
y=xaby
echo "off at run time: ${y//+(ab)/X}"
case ab in $p) echo "not reached" ;; *) echo "variable literal when off" ;; esac

# select (bash): the menu and PS3 on stderr, REPLY, an invalid answer
# empties NAME, an empty line shows the menu again, EOF ends with 1
select x in a b c; do echo "x=[$x] R=[$REPLY]"; done <<'IN'
2
9
foo

  1
IN
echo "st=$? x=[$x] R=[$REPLY]"
PS3='pick> '
select x in one two; do echo "got $x"; break; done <<< 2
echo "st=$?"
set -- p q
select y; do echo "y=$y"; [ "$y" = q ] && break; done <<< $'1\n2'
select z in; do echo no; done
echo "empty st=$?"
for i in 1 2; do
	select w in a b; do
		echo "i=$i w=$w"
		break 2
	done <<< 2
done
echo "i=$i"
f() { select v in "$@"; do return 7; done <<< 1; }
f u
echo "f=$? v=$v"
type select

set -o posix; # echo in compiled loops: words that expand to one field go straight to the
# output; anything else (splitting, globbing, options, escapes) is echo's
# own work, with the same result
set -- first 'two words'
for v in plain '' 'a b' '/nonexistent/*' '-n' 'back\tslash' '-e' 'x*y' ' lead' 'a	tab'; do
	echo $v
	echo "$v"
	echo "[$v]" $1 "$2" x$v
	echo -n "$v|"
	echo
	echo $LINENO "${v}" end
done
IFS=:
for v in a:b 'c d'; do echo $v "$v"; done
unset IFS
for i in 1 2 3; do echo "$i" $i "${i}0" $undefined "$undefined"; done
# posix mode: echo as XSI and dash (escapes always, only -n); bash --posix
# would need -e for the escapes (builtins/echo.c).

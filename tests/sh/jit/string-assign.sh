# Assignment-only statements of literals and plain parameters, which
# compiled loops and functions run through one runtime call, and the
# targets for which that call declines in favour of the interpreter
# (readonly, special, arrays, typed); outputs checked against bash 5.2:
# assigning to a readonly variable abandons the line, and the script goes
# on after the loop (in posix mode it would exit, POSIX 2.8.1).
y=world n=0
for i in 1 2 3; do
	x=$y
	z="$x and $y" e=
	w=pre${y}post c=$i
	l=$LINENO
	n=$((n + c))
done
echo "$x|$z|$e|$w|$c|$l|$n"
f() {
	local a b
	a=$1 b="$2-$a"
	r=$b
}
f one two
echo "r=$r a=${a-unset}"
export ex=1
for i in 1 2; do ex=$i$i; done
sh -c 'echo "exported $ex"'
arr=(p q r)
for i in 1 2; do arr=$i; done
echo "arr ${arr[*]}"
declare -i t
for i in 1 2; do t=$i+$i; done
echo "typed $t"
for i in 1 2; do IFS=$y; done
echo "ifs $IFS"
unset IFS
readonly ro=1
for i in 1 2; do ro=$i; echo "after $?"; done
echo "after (bash goes on)"

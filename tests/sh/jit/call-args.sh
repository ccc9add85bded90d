# A compiled loop calling a function: only the arguments are expanded,
# straight into $1...; every shape of argument word, and $0/$# inside.
show() {
	printf '%s:' "$#"
	for a in "$@"; do printf '[%s]' "$a"; done
	echo
}
set -- 'p 1' p2
x='a b' g='/nonexistent/*' empty=
i=0
while [ $i -lt 3 ]; do
	show
	show lit "$i" $i
	show $x "$x" "pre${x}post" $empty "$empty"
	show "$@" $#
	show "${u:-dflt}" ${x#a} "$g" $g
	i=$((i + 1))
done 2>&1 | sort | uniq -c
# a function named by a literal that is redefined between calls
f() { echo one "$1"; }
i=0
while [ $i -lt 4 ]; do
	f "$i"
	[ $i -eq 1 ] && f() { echo two "$1"; }
	i=$((i + 1))
done
# an expansion error in an argument stops the shell with status 1 or 2
(i=0; while [ $i -lt 3 ]; do show "${nope?is unset}"; i=$((i+1)); done; echo not reached)
echo "status $?"

# A trap set while a (compiled) loop runs takes effect at the next
# command, as in the interpreter, with FUNCNAME, BASH_LINENO and
# BASH_COMMAND right; set -E from then on lets it into the function.
f() {
	(( $1 % 2 ))
}
i=0 n=0
while (( i < 6 )); do
	i=$((i + 1))
	if (( i == 3 )); then
		trap 'echo "ERR i=$i in ${FUNCNAME[0]-top} line ${BASH_LINENO[0]}: $BASH_COMMAND"' ERR
	fi
	if (( i == 5 )); then
		set -E
	fi
	f "$i"
	x=$i
done
trap - ERR
echo "i=$i"

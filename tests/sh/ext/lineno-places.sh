# LINENO inside functions, eval, sourced files and trap actions: a
# function counts the script's lines, eval goes on from its own line, a
# sourced file counts from 1, and a signal trap's action from 1 (bash).
f() {
	echo "f: $LINENO"
}
f
eval 'echo "eval: $LINENO"'
printf 'echo "sourced: $LINENO"\n\necho "sourced: $LINENO"\n' >lib.sh
. ./lib.sh
trap 'echo "trap: $LINENO"' USR1
kill -USR1 $$
echo "after: $LINENO"

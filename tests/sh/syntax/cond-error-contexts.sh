# Where a [[ ]] syntax error is found decides what follows (bash 5.2):
# eval and '.' fail with status 2 and the script goes on; in a function
# body or a $(...) the whole definition or command is not run; a script
# stops with the last status, or 2 when the error ends the file.
run() {
	printf '%b' "$1" >c.sh
	echo "-- $1"
	"$BASH" c.sh 2>&1
	echo "status $?"
}
run 'false\neval "[[ a b ]]"; echo "eval: $?"\n'
run 'false\neval "echo x\n[[ -f ]]"; echo "eval: $?"\n'
printf 'echo sourced\nfalse\n[[ ( a ]]\necho not reached\n' >s.sh
run '. ./s.sh; echo "source: $?"\n'
run 'f() {\n  echo in f\n  [[ a b ]]\n}\necho not reached\n'
run 'true\nx=$( [[ a b ]] ); echo "not reached $x"\n'
run 'false\neval "x=\\$( [[ ( ]] )"; echo not reached\n'
run 'for i in 1 2; do\n  echo $i\n  [[ -f ]]\ndone\n'
run 'case x in x) [[ a == ]] ;; esac\n'
run 'false\n[[ a'
run 'false\n[[ a ==\n'
run 'false\n[[ a == b &&\n'
run 'false\n[[ ( a == b\n'
run 'false\n[[ a == b'
# valid forms around the errors
run 'f() [[ -n $1 ]]\nf x && echo yes; f "" || echo no\nfunction g [[ $1 == a* ]]\ng abc && echo g\n'
run '[[\n  a == a &&\n  ( -n b )\n]] && echo spans lines\n'
run '[[ a =~ && ]] || echo "empty regex: $?"\n'

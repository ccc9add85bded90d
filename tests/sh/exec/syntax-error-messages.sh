# Syntax errors in bash's words: "syntax error near unexpected token `X'"
# (`newline' for the end of a line), then the source line that holds the
# token; the end of input is "syntax error: unexpected end of file", on
# the line after the last when the text lacks a final newline (bash reads
# one there).  Text that is not a file is named: eval, the traps by kind.
# An unexpected token inside a $(...) in eval or '.' text leaves the
# shell with status 1 (the subshells here).
printf 'echo $( ( ; ) )\n' > synerr.tmp
for s in 'if then' 'fi' 'echo a; ;' 'cat <' 'for' 'echo (' 'echo ( x )' \
	'echo a &&' '{ }' 'case x in a b) ;; esac' 'a |' 'f() echo' \
	$'if true\nthen fi' $'echo a\n)' \
	'echo a > ;' '! && x' 'time &' $'for x in a\ndo echo $x; done; done'; do
	eval "$s"
	echo "status $?"
done
(eval 'echo $(fi)'; echo notreached)
echo "eval-cmdsub $?"
(eval 'x=$(echo a &&)'; echo notreached)
echo "eval-cmdsub $?"
(. ./synerr.tmp; echo notreached)
echo "source-cmdsub $?"
printf 'echo one\n\nfi fi\necho two\n' > synerr.tmp
. ./synerr.tmp
echo "source $?"
printf 'eval "(;)"\n' > synerr.tmp
. ./synerr.tmp
trap 'fi' USR1
kill -USR1 $$
echo "after usr1"
trap 'if then' INT
kill -INT $$
echo "after int"
trap - USR1 INT
trap 'fi' ERR
false
trap - ERR
f() { eval 'done'; }
f
echo "f $?"
rm -f synerr.tmp
trap 'fi' EXIT

# A foreground command killed by a signal: outside posix mode bash names
# the line, the pid and the command ("line 3:  4242 Killed   cmd"), with
# SIGTERM in the short form; none for SIGINT, SIGPIPE or in $( ).  The
# line is the one bash keeps while the command runs: the end of the
# top-level command (fi, done, }), the head of an enclosing for or case,
# the body of the function.  The report comes after the command's own
# redirections are undone (bash makes them in the child), within those
# of an enclosing { }; a subshell is named as ( ... ); a pipeline lists
# every process.  The shell's name and the pids are masked.  Not tested:
# in posix mode Quirl prints the description alone, as dash does (bash
# --posix keeps its long form); background jobs (jobs/bg-signal-report).
cat > inner.sh <<'E'
sh -c 'kill -TERM $$'
echo "st=$?"
sh -c 'kill -KILL $$'
f() { sh -c 'kill -USR1 $$'; }
f
x=$(sh -c 'kill -KILL $$'); echo "cs=$?"
sh -c 'kill -ABRT $$' || echo failed
if sh -c 'kill -KILL $$'; then :; fi
sh -c 'kill -INT $$'; echo "int=$?"
if true
then
	sh -c 'kill -KILL $$'
	echo after-if
fi
while :; do
	sh -c 'kill -KILL $$'
	break
done
for i in 1
do
	if :; then sh -c 'kill -KILL $$'; fi
done
case x in
x)
	sh -c 'kill -KILL $$'
esac
g()
{
	echo in-g
	if :; then
		sh -c 'kill -KILL $$'
	fi
}
g
sh -c 'kill -KILL $$' 2>/dev/null
{ sh -c 'kill -KILL $$'; } 2>/dev/null
( sh -c 'kill -KILL $$' )
cat /dev/null | sh -c 'kill -KILL $$'
sh -c 'kill -KILL $$' | cat
E
mask() { sed -E 's/^(quirl: )?[^ ]*: line/SHELL: line/; s/ +[0-9]+ ([A-Z])/ PID \1/'; }
"$BASH" inner.sh 2>&1 | mask
rm -f inner.sh

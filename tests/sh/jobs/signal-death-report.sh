# A foreground command killed by a signal: outside posix mode bash names
# the line, the pid and the command ("line 3:  4242 Killed   cmd"), with
# SIGTERM in the short form; none for SIGINT, SIGPIPE or in $( ).  The
# shell's name and the pids are masked.  Not tested: in posix mode Quirl
# prints the description alone, as dash does (bash --posix keeps its long
# form); Quirl writes the report while the command's own redirections are
# in place, so `cmd 2>/dev/null` hides it; a subshell killed by a signal
# gets the short form; inside a compound command bash names the line of
# its head or end (for: the for line, if: the fi line), Quirl the
# command's own line.
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
E
mask() { sed -E 's/^[^ ]*: line/SHELL: line/; s/ +[0-9]+ ([A-Z])/ PID \1/'; }
"$BASH" inner.sh 2>&1 | mask
rm -f inner.sh

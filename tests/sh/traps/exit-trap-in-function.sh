# `exit` inside functions runs the EXIT trap where it stands, as bash does:
# the trap sees the functions' FUNCNAME and their locals (a `local tmp`
# shadows the global one the trap names) and runs inside the
# redirections in force; a bare `exit` in the EXIT trap (in a function
# it calls too) keeps the status being exited with.
"$BASH" -c 'trap "echo EXIT \${FUNCNAME[*]} tmp=\$tmp" EXIT
f() { local tmp=f.tmp; g; }
g() { local tmp=g.tmp; exit 3; }
tmp=global.tmp
f'
echo "status $?"
"$BASH" -c 'trap "echo in-trap" EXIT; f() { exit 4; }; f >out'
echo "status $?"
cat out
"$BASH" -c 'trap "false; exit" EXIT; exit 5'
echo "status $?"
"$BASH" -c 'h() { false; exit; }; trap h EXIT; (exit 6)'
echo "status $?"
"$BASH" -c 'trap "echo t; exit 7" EXIT; f() { exit 2; }; f'
echo "status $?"
"$BASH" -c 'trap "false; exit" USR1; kill -USR1 $$; echo notreached'
echo "status $?"

# A subshell writing to a pipe that nobody reads dies of SIGPIPE (status
# 141, nothing more written); the shell goes on.  A virtual subshell must
# end the same way, not take the shell with it.
exec 6>&1 1> >(exec cat >/dev/null </dev/null); wait $!
( echo a; echo b ); echo "sub $?" >&6
echo | { read; echo a; echo b; }; echo "pipe $? ${PIPESTATUS[1]}" >&6
f() { while :; do echo y; done; }; echo | f; echo "loop $?" >&6
x=$(echo e >&1; echo ok); echo "cmdsub $? [$x]" >&6
( ( echo in ); echo "inner $?" >&6; echo out; echo "not reached" >&6 ); echo "outer $?" >&6
y=$(exec 2>&1; ( printf 'err\n' >&1 ); echo "inner $?"); echo "captured [$y]" >&6
echo x | read v; echo "read $?" >&6
exec 7>&2 2> >(exec cat >/dev/null </dev/null); wait $!
z=$(echo e >&2; echo "still here" >&7); echo "cmdsub stderr $? [$z]" >&6
( echo e2 >&2 ); echo "sub stderr $?" >&6
exec 2>&7
echo end >&6

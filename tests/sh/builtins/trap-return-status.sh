# `return` in a trap action returns from the function the signal
# interrupted: `return N` with N, `return` alone with the status of the
# command before the trap ran (in the action and in the functions it
# calls, bash 5.2); the action's own status is not $? afterwards.
f() { trap 'return 7' USR1; kill -USR1 $$; echo "not reached"; }
f; echo "return 7: $?"
f() { trap 'false; return' USR1; kill -USR1 $$; echo "not reached"; }
f; echo "plain return: $?"
trap 'echo in trap; return 5' USR1
g() { kill -USR1 $$; echo "not reached"; }
g; echo "global trap: $?"
h() { false; return; }
trap 'h; echo "h: $?"' USR1
kill -USR1 $$; echo "after: $?"
trap - USR1
i=0
k() { trap 'return 3' USR2; while [ $i -lt 5 ]; do i=$((i + 1)); [ $i = 3 ] && kill -USR2 $$; done; echo "not reached"; }
k; echo "loop: $? i=$i"

# A function's break and continue see only the loops of its own body: a
# loop around the call is not an enclosing one (bash, dash, ksh), so they
# print bash's message and the caller's loop goes on.  A `.` script's and
# an eval's reach the loops around them.
f() { break; }
for i in 1 2; do f; echo "in $i"; done
g() { continue 2; }
while :; do g; echo "g $?"; break; done
h() { for j in 1 2 3; do break 5; done; echo "h j=$j"; }
for i in 1 2; do h; done
echo break > b.sh
for i in 1 2; do . ./b.sh; echo "not reached $i"; done
for i in 1 2; do eval continue; echo "not reached $i"; done
echo "end $i"

# return, break and continue inside a while/until condition (bash 5.2): return
# leaves with its status; continue runs the condition again, but as the
# condition's status 0 it ends an until loop; break leaves with status 0.
f() { while return 3; do echo no; done; echo notreached; }
f; echo "f $?"
g() { until return 4; do echo no; done; }
g; echo "g $?"
i=0
while i=$((i+1)); [ $i -lt 4 ] && continue; [ $i -lt 6 ]; do echo "body $i"; done; echo "w $?"
i=0
while false; break; do echo no; done; echo "b $?"
for j in 1 2; do while echo "c$j"; continue 2; do echo no; done; echo no2; done; echo "c2 $?"
for j in 1 2; do while echo "d$j"; break 2; do echo no; done; done; echo "d $?"
h() { false; while return; do :; done; }; h; echo "h $?"
k() { while (( 1 )); do return 5; done; }; k; echo "k $?"
i=0; until i=$((i+1)); [ $i -lt 3 ] && continue; [ $i -ge 4 ]; do echo "u $i"; done; echo "u $?"

# jobs -p prints the process IDs, also inside $(...), where the parent's
# jobs stay visible (as in bash).
sleep 20 &
p=$!
[ "$(jobs -p)" = "$p" ] && echo same pid
jobs -l | sed "s/$p/PID/"
kill $(jobs -p)
wait $p
echo "status $?"

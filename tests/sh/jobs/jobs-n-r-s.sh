# jobs -n lists the jobs not reported since they changed (a new job
# included), -r the running ones, -s the stopped ones (bash); -x is not
# supported (Quirl says so)
sleep 5 &
jobs -n; echo "n: $?"
jobs -s; echo "s: $?"
jobs -r; echo "r: $?"
(exit 3) &
sleep 0.3
jobs -n; echo "n2: $?"
jobs -r
kill %1
wait 2>/dev/null

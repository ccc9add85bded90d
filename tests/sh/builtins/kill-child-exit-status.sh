sleep 5 &
kill -s KILL $!
wait $! 2>/dev/null # hides the report of the kill (jobs/bg-signal-report)
echo "status $?"

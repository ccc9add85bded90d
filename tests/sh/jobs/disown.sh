# disown removes a job from the table: jobs no longer lists it and wait
# does not know it.
sleep 20 &
p=$!
sleep 20 &
q=$!
disown %1
jobs
disown -a
jobs
wait $p 2>/dev/null
echo "wait disowned: $?"
kill $p $q
echo end

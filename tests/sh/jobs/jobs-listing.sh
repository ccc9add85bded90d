# jobs lists asynchronous lists with their state, + for the current job
# and - for the previous one; a finished job is reported once.
sleep 20 &
sleep 20 &
jobs
kill %1 %2
wait
jobs
echo end

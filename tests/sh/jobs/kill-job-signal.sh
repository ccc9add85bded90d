# kill -s NAME %n and kill -N %n signal every process of the job.
sleep 20 | sleep 20 &
kill -s TERM %1
wait %1
echo "pipeline job: $?"
sleep 20 &
kill -9 %1
wait %1 2>/dev/null # hides the report of the kill (bg-signal-report)
echo "kill -9: $?"
kill %1
echo "no such job: $?"

# Without job control an asynchronous list ignores SIGINT and SIGQUIT.
(: > started; exec sleep 20) &
p=$!
while [ ! -e started ]; do sleep 0.1; done
kill -INT $p
kill -QUIT $p
kill -0 $p && echo still running
kill -TERM $p
wait $p
echo "status $?"

# Without a trap, SIGTERM ends the shell in the middle of a hot loop.
( sleep 1; kill -TERM $$ ) &
while :; do :; done
echo notreached

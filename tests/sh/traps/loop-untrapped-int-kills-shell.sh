# Without a trap, SIGINT kills a non-interactive shell even in a loop
# without external commands; the parent sees 128+2.
q=$(readlink /proc/$$/exe)
"$q" -c '(sleep 1; kill -INT $$) & while :; do :; done'
echo "status $?"

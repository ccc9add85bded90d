# trap -l and kill -l print bash's table; trap and trap -p name signals
# SIGINT-style outside posix mode and list DEBUG, ERR, RETURN last.
trap -l | head -3
kill -l | tail -1
trap 'echo a' INT EXIT
trap 'echo e' ERR
trap 'echo d' DEBUG
trap - DEBUG
trap 'echo r' RETURN
trap '' QUIT
trap
echo ---
trap -p INT ERR
kill -l 2 SIGTERM

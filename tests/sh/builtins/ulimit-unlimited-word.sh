ulimit -c 0
ulimit -c

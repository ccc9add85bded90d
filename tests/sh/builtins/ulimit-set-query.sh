ulimit -n 64
ulimit -n

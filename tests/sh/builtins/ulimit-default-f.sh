ulimit 1000
ulimit
ulimit -f

ulimit -S -n 50
ulimit -S -n
ulimit -H -n 100
ulimit -H -n
ulimit -n

( ulimit -n 40; ulimit -n )
ulimit -n 60
ulimit -n

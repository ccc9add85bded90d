ulimit -a | grep -c '^open files .*(-n) '
ulimit -n 64
ulimit -a | grep '(-n)' | sed 's/.* //'

trap 'echo a' USR1
trap 'echo b' USR2
trap -p USR2

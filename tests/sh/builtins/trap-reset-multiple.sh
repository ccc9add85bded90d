trap 'echo a' USR1 USR2
trap - USR1 USR2
trap | wc -l

trap 'echo parent' USR1
(trap) | wc -l
trap '' USR2
x=$(trap)
echo "[$x]"

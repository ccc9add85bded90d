v=abcdefgh
echo ${v:1:-2} ${v: -4:-1}

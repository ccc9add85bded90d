v=abcdefgh
echo ${v:2} ${v:2:3} ${v: -3} ${v: -3:2} ${v:0:0}x

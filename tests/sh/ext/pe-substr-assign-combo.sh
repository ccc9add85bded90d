v=abc
w=${v:1}${v:0:1}
echo $w

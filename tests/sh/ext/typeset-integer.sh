typeset -i t=4*4
echo $t

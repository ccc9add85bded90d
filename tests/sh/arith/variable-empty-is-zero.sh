e=
echo $((e)) $((e+1))

y=val
echo `echo \$y`
x=`printf '%s\n' \\\\`
printf '%s\n' "$x"
x=`printf '%s\n' '\\'`
printf '%s\n' "$x"

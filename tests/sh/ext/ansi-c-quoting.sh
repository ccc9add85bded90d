echo $'a\tb'
echo $'line1\nline2'
printf '%s\n' $'q\'s' $'\x41\101'

set -- abc defgh
echo ${#1} ${#2} ${#}

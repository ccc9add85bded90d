read -a a <<< 'x\ y z'
echo ${#a[@]} "${a[0]}"
read -ra b <<< 'x\ y z'
echo ${#b[@]} "${b[0]}"

declare -r c=5
echo $c
c=6
echo $c

declare -i n
n=2+3
echo $n
n+=10
echo $n
n='n*2'
echo $n

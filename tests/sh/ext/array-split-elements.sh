v='a b c'
a=($v)
echo ${#a[@]}
a=("$v")
echo ${#a[@]}

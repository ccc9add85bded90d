a=(1 2 3 4 5)
unset 'a[0]' 'a[4]'
echo ${#a[@]} ${!a[@]}
a+=(6)
echo ${!a[@]}

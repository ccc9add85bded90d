a=(x y z)
a[10]=w
echo ${!a[@]}
echo ${#a[@]}

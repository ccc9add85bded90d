a=(x y)
a[1]+=z
a+=w
echo ${a[@]}

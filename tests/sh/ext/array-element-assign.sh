a=(1 2 3)
a[1]=two
i=2
a[i]=three
a[$i+1]=four
echo ${a[@]}

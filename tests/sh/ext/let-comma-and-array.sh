a=(1 2)
let 'a[1] += 5'
echo ${a[1]}

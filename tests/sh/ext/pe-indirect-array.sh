a=(x y z)
r='a[1]'
echo ${!r}
r2='a[@]'
echo ${!r2}

a=('x y' z)
for e in ${a[*]}; do echo "<$e>"; done

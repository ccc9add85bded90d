set -x
a=(1 "2 3")
a[1]=x
unset "a[0]"

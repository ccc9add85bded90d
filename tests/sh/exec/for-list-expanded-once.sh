n=1
for x in $n $n; do n=2; echo $x; done

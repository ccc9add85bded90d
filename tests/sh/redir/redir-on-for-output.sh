for i in a b; do echo $i; done > f
cat f

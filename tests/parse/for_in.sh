for i in a b c; do echo $i; done

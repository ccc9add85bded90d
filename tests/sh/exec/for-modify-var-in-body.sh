for x in 1 2 3; do x=changed; echo $x; done

for (( i=0, j=10; i<j; i+=3, j-=3 )); do echo $i $j; done

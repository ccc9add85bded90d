echo 'a:b:c:d' | { IFS=: read x y; echo "[$x][$y]"; }

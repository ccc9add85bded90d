echo 'a:b::' | { IFS=: read x y; echo "[$x][$y]"; }

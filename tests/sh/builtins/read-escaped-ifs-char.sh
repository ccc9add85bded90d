printf '%s\n' 'a\:b:c' | { IFS=: read x y; echo "[$x][$y]"; }

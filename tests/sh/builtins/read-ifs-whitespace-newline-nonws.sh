printf 'a\tb\n' | { IFS='	' read x y; echo "[$x][$y]"; }

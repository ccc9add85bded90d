printf '%s\n' 'a\ b c' | { read x y; echo "[$x][$y]"; }

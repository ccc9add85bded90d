printf 'abcdef\n' | { read -n 3 x; echo "[$x]"; read y; echo "[$y]"; }

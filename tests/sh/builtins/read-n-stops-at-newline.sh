printf 'ab\ncd\n' | { read -n 5 x; echo "[$x]"; }

printf 'ab\\\ncd\n' | { read x; echo "[$x]"; }

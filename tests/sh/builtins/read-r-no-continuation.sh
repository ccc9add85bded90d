printf 'ab\\\ncd\n' | { read -r x; echo "[$x]"; }

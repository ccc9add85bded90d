printf 'ab\0cd' | { read -d '' x; echo "[$x]"; }

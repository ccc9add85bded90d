printf 'secret\n' | { read -s x; echo "[$x]"; }

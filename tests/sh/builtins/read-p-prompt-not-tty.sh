printf 'v\n' | { read -p 'prompt> ' x; echo "[$x]"; }

printf 'now\n' | { read -t 5 x; echo "$? [$x]"; }

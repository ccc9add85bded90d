printf '\nx\n' | { read a; echo "$? [$a]"; read b; echo "[$b]"; }

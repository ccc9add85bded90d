echo '  a b  ' | { IFS= read x; echo "[$x]"; }

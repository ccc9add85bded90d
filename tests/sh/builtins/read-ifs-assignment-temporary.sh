IFS=' '
echo 'a:b' | { IFS=: read x y; echo "[$x][$y]"; }
printf '[%s]\n' "$IFS"

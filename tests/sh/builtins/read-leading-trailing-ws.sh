echo '   a   b   ' | { read x y; echo "[$x][$y]"; }

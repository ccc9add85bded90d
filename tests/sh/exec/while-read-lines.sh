printf 'a b\nc d\n' > f
while read x y; do echo "[$x][$y]"; done < f

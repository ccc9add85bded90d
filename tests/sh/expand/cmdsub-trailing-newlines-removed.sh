x=$(printf 'a\n\n\n')
echo "[$x]"
y=$(printf 'a\n\nb\n')
echo "[$y]"

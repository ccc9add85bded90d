printf 'line1\nline2\n' > f
cat < f
read x < f
echo "[$x]"

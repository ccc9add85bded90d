y='a   b'
x=$y
echo "[$x]"
x=$(printf 'p   q')
echo "[$x]"

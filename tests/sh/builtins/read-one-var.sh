printf 'hello world\n' > f
read x < f
echo "[$x]"

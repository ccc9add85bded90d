f() { echo "to file"; } > out
f
echo "after"
cat out

printf '1\n2\n3\n' > f
sum=0
while read n; do sum=$((sum+n)); done < f
echo "sum=$sum"

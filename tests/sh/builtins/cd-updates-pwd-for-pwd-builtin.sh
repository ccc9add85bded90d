mkdir -p x/y
cd x/y
cd ../..
pwd -P > p1
echo "$PWD" > p2
cmp -s p1 p2 && echo same

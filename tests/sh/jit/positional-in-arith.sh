# $1 inside $((...)) in a hot function: numbers substitute, anything else
# takes the interpreter's textual rule.
f() { r=$((r + $1 * 2)); }
r=0
for v in 1 2 3 4 5 6 7 8 9 10; do f $v; done
echo "$r"
f '1 + 1'
echo "$r"
x=4
f x
echo "$r"

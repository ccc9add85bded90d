x=V
echo {a,$x} {"a b",c}d
for f in "dir "{1,2}; do echo "[$f]"; done
echo a{b"}",c}

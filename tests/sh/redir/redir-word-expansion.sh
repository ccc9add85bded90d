name=out
echo hi > "$name.txt"
cat out.txt

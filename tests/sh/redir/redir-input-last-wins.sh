echo one > a
echo two > b
cat < a < b

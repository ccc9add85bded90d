x=$(echo hello)
echo "[$x]"
y=`echo world`
echo "[$y]"

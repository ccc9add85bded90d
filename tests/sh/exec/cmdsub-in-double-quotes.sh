x="<$(echo "inner quoted")>"
echo "$x"

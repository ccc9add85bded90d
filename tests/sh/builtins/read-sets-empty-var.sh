x=old
echo | { read x; echo "[$x]"; }

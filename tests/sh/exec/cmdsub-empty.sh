x=$(true)
echo "[$x]"
echo "[$(:)]"

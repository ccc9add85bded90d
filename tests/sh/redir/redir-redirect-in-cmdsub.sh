x=$(echo err 2>&1 >&2)
echo "[$x]"
y=$( { echo to-err >&2; } 2>&1 )
echo "[$y]"

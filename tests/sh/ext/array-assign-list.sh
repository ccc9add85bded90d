a=(one two three)
echo ${a[0]} ${a[1]} ${a[2]}

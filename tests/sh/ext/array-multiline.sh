a=(
  one
  two # comment
  three
)
echo ${#a[@]} ${a[2]}

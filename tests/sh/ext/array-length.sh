a=(a bb ccc)
echo ${#a[@]} ${#a[*]} ${#a[1]} ${#a}

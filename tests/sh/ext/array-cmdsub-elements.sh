a=($(echo x y) z)
echo ${#a[@]} ${a[1]}

a=(p q)
echo "${!a[*]}"

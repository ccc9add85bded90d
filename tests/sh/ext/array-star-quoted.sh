a=(x 'y z' w)
printf '<%s>' "${a[*]}"; echo
IFS=,
printf '<%s>' "${a[*]}"; echo

a=(x 'y z' '')
printf '<%s>' "${a[@]}"; echo
printf '<%s>' ${a[@]}; echo

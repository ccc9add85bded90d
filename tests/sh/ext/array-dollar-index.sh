a=(x y z)
for i in 0 1 2; do printf '%s' "${a[$i]}"; done; echo

printf '%.1f\n' 2

a=()
echo ${#a[@]}
printf '<%s>' "${a[@]}"; echo end

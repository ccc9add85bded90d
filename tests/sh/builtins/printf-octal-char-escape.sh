printf '\101\102\n'
printf '\0101\n' | od -c | sed -n 1p

printf '%s' $'\101\102' | od -An -c | tr -s ' '
printf '%s' $'\cA' | od -An -c | tr -s ' '

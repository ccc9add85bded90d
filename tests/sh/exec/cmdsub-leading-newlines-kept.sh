x=$(printf '\n\na')
printf '%s' "$x" | od -c | sed -n 1p | tr -s ' '

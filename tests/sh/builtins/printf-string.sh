printf '%s\n' hello
printf '%s-%s\n' a b

printf '%s\n' "a b" c "" d | wc -l | tr -d ' '

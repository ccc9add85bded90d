printf '%s\n' '%d'

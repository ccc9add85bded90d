printf '%c\n' 65

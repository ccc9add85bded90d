printf '\1011\n'

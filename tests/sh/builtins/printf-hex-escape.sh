printf '\x41\n'

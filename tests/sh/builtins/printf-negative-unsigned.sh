printf '%u\n' -1

printf '%u\n' 42

printf '%s\n' '"x"' 'a\b'

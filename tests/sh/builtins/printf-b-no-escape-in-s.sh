printf '%s\n' 'a\tb'

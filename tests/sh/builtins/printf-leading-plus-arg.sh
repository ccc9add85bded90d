printf '%d\n' +5

printf '%d %d\n' "'A" '"a'

[[ ( a == b || c == c ) && ! ( x == y ) ]] && echo grouped

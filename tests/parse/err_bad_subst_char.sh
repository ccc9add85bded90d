echo ${a*b}

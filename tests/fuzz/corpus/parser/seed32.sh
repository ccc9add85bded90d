echo $(( (1) + 2 )) $((echo a); (echo b))

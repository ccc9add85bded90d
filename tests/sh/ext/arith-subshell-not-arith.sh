((echo a); (echo b))

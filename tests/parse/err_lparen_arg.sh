echo a (b)

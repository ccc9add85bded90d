(a; b) >out

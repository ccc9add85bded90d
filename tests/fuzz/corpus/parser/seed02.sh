a=1 b=2 cmd arg >out 2>&1 <in

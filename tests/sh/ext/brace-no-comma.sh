echo {a} {} x{y

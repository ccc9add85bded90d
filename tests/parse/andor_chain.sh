a && b || c && d

a && b & c || d

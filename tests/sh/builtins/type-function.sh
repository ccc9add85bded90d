f() { :; }
type f | head -n 1

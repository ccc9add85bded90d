f() { :; }
command -v f

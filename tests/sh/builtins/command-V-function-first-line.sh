f() { echo x; }
command -V f | head -n 1

f() if a; then b; fi

if a; then b; else c; elif d; then e; fi

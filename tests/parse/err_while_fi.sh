while a; do b; fi

{ a; b; } 2>/dev/null

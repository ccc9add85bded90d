f() { echo hi; } >log 2>&1

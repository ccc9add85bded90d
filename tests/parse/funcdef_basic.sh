f() { echo hi; }

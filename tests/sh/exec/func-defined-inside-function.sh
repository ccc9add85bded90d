outer() { inner() { echo inner-called; }; }
inner 2>/dev/null || echo "not yet"
outer
inner

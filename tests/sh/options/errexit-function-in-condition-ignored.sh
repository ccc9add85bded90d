set -e
f() { false; echo "continued in f"; }
if f; then echo "f ok"; fi
f && echo "and ok"
echo end

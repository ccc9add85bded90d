true() { echo "fn true"; return 3; }
true
echo "status=$?"
command true
echo "status=$?"

# an unknown transformation is a bad substitution when it runs
v=1
if false; then echo "${v@Z}"; fi
echo "not run yet"
echo "${v@Z}"
echo "not reached"

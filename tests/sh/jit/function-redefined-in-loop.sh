# A function called from a hot loop is redefined inside it; the loop must
# call the new definition from then on.
f() { r=$((r + 1)); }
r=0 i=0
while [ $i -lt 60 ]; do
	f
	i=$((i + 1))
	if [ $i -eq 30 ]; then f() { r=$((r + 100)); }; fi
done
echo "$r"

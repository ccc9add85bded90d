# The cell becomes readonly inside a hot loop: the next store fails with
# the interpreter's message and consequence.
i=0
while [ $i -lt 50 ]; do
	i=$((i + 1))
	if [ $i -eq 30 ]; then readonly i; fi
done
echo "after (bash goes on)"

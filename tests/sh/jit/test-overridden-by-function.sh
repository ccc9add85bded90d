# [ and test are regular builtins: a function of that name defined in the
# middle of a loop takes over.
i=0
while [ $i -lt 5 ]; do
	i=$((i + 1))
	if [ $i -eq 3 ]; then
		[() { echo "my [ $*"; command [ "$@"; }
	fi
done
echo "$i"

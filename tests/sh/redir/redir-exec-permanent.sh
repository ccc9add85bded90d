exec > f
echo one
echo two
exec >&2
cat f >&2

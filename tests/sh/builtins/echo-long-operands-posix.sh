set -o posix; # Output of every length is written whole, around and past the sizes a
# posix mode keeps echo as XSI and dash have it (escapes always, only -n
# is an option), where bash --posix keeps its -e/-E options.
# short line is assembled in; escapes still apply in long lines.
a=$(printf '%0250d' 0)
for n in 1 2 3 4 5 6 7 8; do
	s=$a
	i=0
	while [ "$i" -lt "$n" ]; do
		s="${s}x"
		i=$((i + 1))
	done
	echo "$s" | wc -c
	echo -n "$s" | wc -c
	echo "$s" "$s" | wc -c
done
echo "$a$a$a$a\\tend" | wc -c
echo "$a$a$a$a" "x\cignored" more | wc -c
echo "$a" trailing\\ | tail -c 11

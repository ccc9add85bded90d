# the file read changes under the loop: by a redirection of this shell
# and by another process; read sees the new bytes as bash does
printf '%s\n' 1 2 3 4 5 6 > f
while read -r l; do
	echo "got $l"
	if [ "$l" = 1 ]; then
		printf '1\n2\nX\nY\n' 1<> f
	fi
	if [ "$l" = X ]; then
		sh -c 'printf "1\n2\nX\nY\n5\nZ\n" > f'
	fi
done < f
echo --
printf '%s\n' a b c > g
while read -r l; do
	echo "got $l"
	case $l in a) echo more >> g ;; esac
done < g
echo --
printf '%s\n' a b c > h
while read -r l; do
	echo "got $l"
	: > h
done < h

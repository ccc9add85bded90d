# Integer conversions with and without flags, width and precision (a plain
# %d takes a shorter path than the others), in a loop with -v too.
printf '%d|%5d|%-5d|%05d|%+d|% d|%.3d|%x|%#o|%10.4f|%i|%d|%d|%d\n' 42 -42 42 42 42 42 7 255 8 3.14159 -0 077 "'a" -9223372036854775808
printf '%d %d\n' 9223372036854775807 0x1f
printf '%d\n' abc
printf '%*d|%-*d|%.*d\n' 6 1 -6 2 3 4
for c in a Z 0 ' ' '~'; do
	printf -v o '%d' "'$c"
	printf -v p '%5d|%-4i|%x' "'$c" "'$c" "'$c"
	echo "$c $o [$p]"
done

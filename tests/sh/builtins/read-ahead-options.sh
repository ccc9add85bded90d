# -n, -N, -d and mapfile continue from where the last reader stopped,
# and leave the rest to the next one
printf 'abcdef,ghi\njkl\nmno\npqr\nstu\nvwx\n' > f
{
	read -n 3 a
	read -d , b
	read -N 2 c
	read d
	mapfile -t -n 2 arr
	read e
	echo "$a|$b|$c|$d|${arr[*]}|$e"
	cat
} < f
echo --
{ read -r a; read -t 5 b; read -r c; } < f
echo "$a $b $c"

# x=$y, x="$y" and x=$1 in compiled loops: the value's text is kept
# exactly (leading zeros, signs, blanks, non-numbers), attributes of the
# target apply, and a statement's copies read the values before it assigns
gcd() {
	a=$1 b=$2
	while [ "$b" -ne 0 ]; do
		t=$((a % b))
		a=$b
		b=$t
	done
	g=$a
}
for p in "12 18" "007 21" "35 0" "+4 6" "1071 462"; do
	gcd $p
	echo "gcd $p = $g ($a $b)"
done
i=0
for v in 5 007 -3 " 4" x 12345678901234567890 ''; do
	y=$v
	x=$y z="$y" w=$x
	echo "[$x] [$z] [$w]"
	i=$((i + 1))
done
a=1 b=2
for k in 1 2 3; do
	a=$b b=$a
	echo "swap $k: $a $b"
	c=$((a + 10)) d=$c
	echo "c d: $c $d"
done
set -- 10 020 30
for k in 1 2; do
	n=$# s=$? f=$1 t=$2
	echo "$n $s $f $t"
	set -- 5
done
declare -i di
declare -u up
for v in 7 08; do
	src=$v
	di=$src up=$src
	echo "di=$di up=$up"
done
target=zz
declare -n ref=target
for v in 3 4; do
	src=$((v * 2))
	ref=$src
	echo "target=$target"
done
k() {
	src=$(($1 + 40))
	unset un
	x=$src y=$un
	echo "k $x [$y]"
}
k 1

# 64-bit wrap-around and the defined edge cases, in a loop so the JIT
# computes them.
i=0
while [ $i -lt 3 ]; do
	i=$((i + 1))
	a=$((9223372036854775807 + i))
	b=$(((-9223372036854775807 - 1) / -1))
	c=$(((-9223372036854775807 - 1) % -1))
	d=$((1 << (63 + i)))
	e=$((-17 / 5)) f=$((-17 % 5))
	echo "$a $b $c $d $e $f"
done

# A counter that stops being a number half-way: the arithmetic rule for
# strings (a variable holding an expression, an empty value) applies.
i=0 s=0
while [ $i -lt 20 ]; do
	s=$((s + i))
	i=$((i + 1))
	if [ $i -eq 10 ]; then s='2 * 3'; fi
	if [ $i -eq 15 ]; then s=; fi
done
echo "$s $i"

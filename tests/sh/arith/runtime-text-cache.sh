# Expressions whose text is only known at run time (expansions in the
# expression, variables holding expressions) are parsed once per distinct
# text and the trees reused.  Many distinct texts evict one another, also
# while an outer expression is still being evaluated through variables
# holding inner ones; each must still give its own value (values checked
# against bash 5; the last line is a syntax error in run-time text, which
# exits the script with quirl's usual message and status 2).
a='b + 1' b='c * 2' c=3
s=0 i=0
while [ $i -lt 1500 ]; do
	i=$((i + 1))
	s=$((s + x$i + a + i % 7))
done
echo "$s"
c=10
echo "$((a)) $((a + $c)) $((a + $c))"
k=1
for w in p q r p q p; do
	: $((n_$w += k))
done
echo "$n_p $n_q $n_r"
echo "$((1 +)) never"

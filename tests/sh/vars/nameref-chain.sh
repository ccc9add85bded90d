# chains of references, retargeting, for loops over references
declare -n c1=c2 c2=c3
c1=end
declare -p c3
echo "$c1 $c2"
declare -n r=first
first=1 second=2
echo "$r"
declare -n r=second
echo "$r"
declare -n it
for it in p q s; do
	it="value of ${!it}"
done
declare -p p q s it
declare -n i2=p
for i2 in q; do echo "$i2"; done

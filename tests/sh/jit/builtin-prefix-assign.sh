# IFS=, read and other regular builtins with prefix assignments in compiled
# loops: temporaries for the builtin, restored after it, errors as the
# interpreter's
printf 'a,b,c\nd,e,f\n1,2,3\n' > data.csv
n=0
while IFS=, read -r x y z; do
	n=$((n + 1))
	echo "$n: $x|$y|$z [$IFS]"
done < data.csv
k=0
while [ $k -lt 2 ]; do
	LC_ALL=C printf '%s\n' "k=$k"
	v=temp printf '%s %s\n' "$v" "${v-unset}"
	x=1 y=$((k * 2)) eval 'echo "$x $y"'
	x=9 true
	echo "after: ${x-unset} ${y-unset}"
	k=$((k + 1))
done
i=0
while [ $i -lt 2 ]; do
	IFS=: read -r p q <<< "left:right"
	echo "$p/$q"
	i=$((i + 1))
done
readonly ro=1
i=0
while [ $i -lt 2 ]; do
	ro=2 echo "not printed"
	echo "status $?"
	i=$((i + 1))
done
f() { echo "f: $fv"; }
i=0
while [ $i -lt 2 ]; do
	fv=in f
	i=$((i + 1))
done
echo "fv: ${fv-unset}"
i=0
while [ $i -lt 2 ]; do
	z=$((1 / i)) echo "z"
	echo "status $?"
	i=$((i + 1))
done
echo end

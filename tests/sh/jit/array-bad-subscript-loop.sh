# Bad negative subscripts inside a hot loop: compiled code reports them
# and carries on exactly as the interpreter does.  The loop runs here
# (compiled at entry under QUIRL_JIT=always) and in an inner shell whose
# loop is compiled after a few iterations, before the failing one.
body='
a=(1 2 3)
i=0 n=0 st=
while (( i < 200 )); do
	(( a[i % 3] = a[i % 3] + 1 ))
	if (( i == 150 )); then
		(( a[-9] = 1 )); st="$st $?"
		(( a[-9] )); st="$st $?"
		(( n += a[-9] + 1 )); st="$st $?"
		(( a[-9]++ )); st="$st $?"
		let "a[-9] = 0"; st="$st $?"
		x=$(( a[-9] * 2 )); st="$st $? x=$x"
		v=${a[-9]}; st="$st $? v=[$v]"
	fi
	(( i++ ))
done
echo "statuses$st"
echo "i=$i n=$n ${a[*]}"
s=0
for ((j = 0; j < 200; j++)); do
	(( j == 150 )) && (( s += a[-9 - j % 2] ))
	(( s += a[-1] ))
done
echo "s=$s"
f() { (( a[$1] = $2 )); echo "f $?"; }
for k in 1 2 3 4 5 6; do f -$k $k; done
echo "${a[*]}"
'
eval "$body"
echo ---
q=$(readlink /proc/$$/exe)
QUIRL_JIT=on QUIRL_JIT_THRESHOLD=3 "$q" -c "$body"
echo "inner $?"

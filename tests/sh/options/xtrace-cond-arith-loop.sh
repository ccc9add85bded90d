# set -x switched on inside loops (hot enough to be compiled) traces the
# (( )) and [[ ]] commands that follow, as the interpreter does.
n=0
i=0
while (( i < 60 )); do
	(( n += i, i++ ))
	[[ $i == 57 ]] && set -x
	[[ -n $n && $i != x ]]
done
set +x
echo "$n"
j=0
until [[ $j -ge 50 ]]; do
	(( j++ ))
	if (( j == 48 )); then set -x; fi
done
set +x
echo "$j"

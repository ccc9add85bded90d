# (( )) and for ((;;)) in compiled loops: arithmetic errors print their
# message, set $? to 1 and the script goes on (bash's rule)
i=0 z=0 n=0
while [ $i -lt 3 ]; do
	(( n += 10 / z ))
	echo "status $? n=$n"
	(( i++ ))
done
for ((k = 0; k < 5 / z; k++)); do echo never; done
echo "cond error: $?"
for ((k = 0; k < 3; k += 1 + 1 / (2 - k))); do echo "k=$k"; done
echo "step error: $? k=$k"
for ((k = 1 / z; k < 3; k++)); do echo never; done
echo "init error: $?"
x='1+'
for ((k = 0; k < 2; k++)); do (( y = x )); echo "var error: $? y=${y-unset}"; done
readonly r=1
for ((k = 0; k < 2; k++)); do (( r = k )); echo "readonly: $? r=$r"; done
for ((k = 0; k < 2; k++)); do (( 2 ** -1 )); echo "pow: $?"; done
echo end

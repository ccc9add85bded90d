# An array element changed by arithmetic inside a subshell ((( a[i]-- )),
# a[i]++, a[i]=..., also in a compiled loop) is put back when the
# subshell ends: the fast store of an integer element goes through the
# subshell's undo log like every other writer.
A=(1 2 3)
x=$( (( A[1]-- )); echo "${A[1]}" ); echo "$x ${A[1]}"
( (( A[0]++, A[2] = 40 )) ); echo "${A[*]}"
x=$( (( A[2] += 5 )); exit 3 ); echo "$x $? ${A[2]}"
for i in 0 1 2; do
	y=$( (( A[i] *= 10 )); echo "${A[i]}" )
	echo "$i $y ${A[i]}"
done
echo "${A[*]}"

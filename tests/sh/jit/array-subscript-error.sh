# a subscript that fails to evaluate abandons the command line, in every
# tier, even in (( )) (bash 5.2): the loop ends at its first error
b=08
A=(1 2)
for ((i = 0; i < 2; i++)); do (( A[b & 7] )); echo "soft $?"; done
s=$((A[b & 7] | 1))
echo "next line $s"

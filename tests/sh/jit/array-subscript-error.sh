# a subscript that fails to evaluate is an arithmetic error, in every tier
b=08
A=(1 2)
for ((i = 0; i < 2; i++)); do (( A[b & 7] )); echo "soft $?"; done
s=$((A[b & 7] | 1))
echo "not reached $s"
# Differs from bash 5.2 on purpose for now: bash abandons the whole
# command line on an error in (( )) too, where quirl fails that command
# with status 1 and goes on ("soft 1" above).

# bash's arithmetic error messages: the expression's text (from its first
# non-blank), the message, the error token; (( )), let, [[ ]] and declare
# name themselves first, an array subscript does not.  Each error ends
# only its command here (subshells), as the status lines show.
(echo $((7/0)))
(echo $((8 / (1-1) + 2)))
(x=0; echo $((8 / x + 1)))
(echo $((2 ** -1 + 3)))
(echo $((2 ** -1)))
(x="1/0"; echo $((x + 1)))
(x=3; echo $(( x /= 0 )))
(echo $(( 1 + )))
(echo $((1 ? 2)))
(echo $((1 ? (2))))
(echo $(( 1 = 2 )))
(( 5 % 0 )); echo "(( )) status $?"
let "x = 3 / 0"; echo "let status $?"
let "1 +"; echo "let status $?"
[[ 1/0 -eq 1 ]]; echo "[[ ]] status $?"
(declare -i d=1/0); echo "declare status $?"
declare -i e; (e=1/0); echo "assignment status $?"
b=08; A=(1); ( (( A[b & 7] )) ); echo "subscript status $?"
(( A[2] = 1/0 )); echo "element status $?"
x='1+'; (( y = x )); echo "value status $?"
n=0; (echo $((5 / $n)))
n=4 m=0; (echo $(( $n + 7 / $m + 1)))
i=0; while (( i < $n / m )); do :; done; echo "while status $?"
for ((i = 1 / m; ; )); do break; done; echo "for status $?"

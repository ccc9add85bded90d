# A negative subscript before an array's first element in arithmetic is
# reported and the expression carries on, as in bash: a read names the
# array and counts as unset (0), a store names the element and is
# dropped, and the status follows the expression's value.
a=(1 2 3)
(( a[-9]=1 )); echo "assign $?"
(( a[-9]=0 )); echo "assign zero $?"
(( x = a[-9] = 7, x + 1 )); echo "comma $? x=$x"
(( a[-9] )); echo "read $?"
(( y = a[-9] + 5 )); echo "sum $? y=$y"
echo "expansion $(( a[-9] )) $(( a[-9] = 4 )) $?"
let 'a[-9]=1'; echo "let assign $?"
let 'a[-9]'; echo "let read $?"
(( a[-9] += 2 )); echo "op-assign $?"
(( a[-9]++ )); echo "post-increment $?"
(( a[-3] += 10 )); echo "in range $? ${a[*]}"
b=()
(( b[-1] = 1 )); echo "empty $? ${#b[@]}"
s=str
(( s[-2] )); echo "scalar read $?"
(( s[-1] = 5 )); echo "scalar store $? s=$s"
unset u
(( u[-1] = 1 )); echo "unset store $?"
declare -p u
i=0
(( w[-1], i++ )); echo "missing read $? i=$i"
echo end

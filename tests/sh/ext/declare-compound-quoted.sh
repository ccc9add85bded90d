# a quoted (...) value is a compound assignment only for an array
x='$HOME'; declare -a y="(\$x b)"; declare -p y
declare -a z='(a "b c")'; declare -p z
declare w='(a b)'; declare -p w
v="1 2"; declare -a q=($v "x y" [5]=$v); declare -p q
z='(a b)'; declare -a zz=$z; declare -p zz
declare -a x2; x2='(a b)'; declare -p x2
declare -a x3='(a b)' x4=(c d); declare -p x3 x4
x6=(1); declare x6='(a b)'; declare -p x6
declare -A x7='([k]=v)'; declare -p x7
declare -a x8=([3]=a b); declare -p x8
declare -i n=(1+1 2); declare -p n
export e=(1 2); readonly r=(1 2); declare -p e r

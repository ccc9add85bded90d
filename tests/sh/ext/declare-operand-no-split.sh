# operands NAME+=v and NAME[i]=v are assignments too: no field splitting
y="a  b*"
x=1; declare x+=$y; declare -p x
declare -a a; declare a[1]=$y; declare -p a
f() { local l=0; local l+=$y; declare -p l; }; f
export e=1; export e+=$y; declare -p e

# Variables changed inside $(...) and ( ... ) do not leak out: values,
# attributes, arrays, locals, unset, readonly, export.
x=outer; arr=(a b c); declare -A m=([k]=v)
f() { x=inner; arr[1]=B; m[k]=V; m[n]=N; new=1; echo "$x ${arr[*]} ${m[k]}"; }
r=$(f); echo "r=$r"
echo "x=$x arr=${arr[*]} m=${m[k]} ${#m[@]} new=${new-unset}"
( f; unset x; declare -i x; x=2+3; echo "in: $x" )
echo "x=$x"; declare -p x
g() { local x=loc; echo "g: $x"; h; }
h() { x=fromh; echo "h: $x"; }
y=$(g); echo "y=$y x=$x"
z=$(readonly x=ro; echo "$x"); echo "z=$z"; x=writable; echo "x=$x"
e=$(export EV=1; printenv EV); echo "e=$e EV=${EV-unset}"
n=$(declare -n ref=x; ref=via-ref; echo "$x"); echo "n=$n x=$x"
c=$(count=0; for i in 1 2 3; do count=$((count + i)); done; echo $count)
echo "c=$c count=${count-unset} i=${i-unset}"
(( q = 5 )); w=$( (( q++ )); let q+=10; echo $q ); echo "w=$w q=$q"
u=$(unset x; echo "${x-gone}"); echo "u=$u x=$x"
a2=$(arr+=(d); echo "${#arr[@]}"); echo "a2=$a2 ${#arr[@]}"
printf -v pv '%s' outer; t=$(printf -v pv '%s' inner; echo $pv); echo "t=$t pv=$pv"
s=$(IFS=:; set -- a:b; echo $#); echo "s=$s IFS=$(printf %q "$IFS")"

# set -x shows a compound operand as an assignment of its own
y="p q"
set -x
declare -a x=(1 $y "$y")
f() { local -a l=(a $y); }
f
declare -A m=([k]=$y [j]=2)
declare -a z=([3]=x y) s=2
a=(1 $y "$y" [7]=k)
m+=([b]=2 [c]="x y")

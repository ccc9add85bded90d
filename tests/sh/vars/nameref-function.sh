# local -n in functions: the usual way to pass variables by name
setvar() { local -n ref=$1; ref=$2; }
push() { local -n arr=$1; arr+=("$2"); }
show() {
	local -n arr=$1
	echo "$1: ${#arr[@]} [${arr[*]}] keys ${!arr[*]}"
}
count() { local -n c=$1; (( c++ )); }
setvar x hello; setvar y world
echo "$x $y"
a=() b=(z)
for i in 1 2 3; do push a "a$i"; push b "b$i"; done
show a; show b
declare -A m=([k]=v)
push2() { local -n h=$1; h[$2]=$3; }
push2 m k2 v2
declare -p m
n1=0 n2=10
for i in 1 2 3 4 5; do count n1; count n2; done
echo "$n1 $n2"
outer() { local v=outer-local; inner v; echo "in outer: $v"; }
inner() { local -n r=$1; r=changed; }
outer
echo "global v: ${v-unset}"
declare -p ref 2>/dev/null || echo "ref is not global"

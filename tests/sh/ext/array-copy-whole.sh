# b=("${a[@]}"): the elements copied as they are, in index order, to
# indices 0..n-1 (integers stored by arithmetic, strings, a sparse source)
# readonly target
declare -r ro=(1)
ro=("${ro[@]}" 2)
echo "status $?"
declare -p ro
a=(1 two "three four" '' 5)
for (( i = 0; i < 5; i++ )); do
	(( a[i] += 0 )) 2>/dev/null
done
a[1]=x a[2]="y z"
b=("${a[@]}")
declare -p a b
for (( i = 0; i < 3; i++ )); do
	b=("${b[@]}")
	b[i]=$(( b[i] + 10 ))
done
declare -p b
s=([3]=30 [7]=70 [12]=-4)
t=("${s[@]}")
declare -p t
t=("${s[@]}" "${t[@]}" end)
declare -p t
# a copy into itself, and into an array with more elements than the copy
c=(9 8 7 6 5 4 3 2 1)
d=(1 2)
c=("${d[@]}")
d=("${d[@]}")
declare -p c d
# empty and unset sources
e=()
f=(1 2 3)
f=("${e[@]}")
declare -p f
f=("${nosuch[@]}")
declare -p f
# typed targets
declare -i n
m=(3 4)
n=("${m[@]}" 1+1)
declare -p n
declare -u u
w=(ab cd)
u=("${w[@]}")
declare -p u
# a nameref to an array, a scalar, the elements of a function's local
declare -n r=m
g=("${r[@]}")
declare -p g
sc=hello
g=("${sc[@]}")
declare -p g
fn() {
	local -a loc=(5 6)
	(( loc[1] *= 7 ))
	g=("${loc[@]}")
}
fn
declare -p g
# in a subshell the copy is undone afterwards
( g=("${a[@]}"); declare -p g )
declare -p g

# Declaration builtins (local, declare, export, readonly) run by compiled
# code: operands that look like assignments are expanded as assignments
# (no splitting, no globbing, tilde after '='), compound ones as arrays.
HOME=/home/q
v='a  b *' n=0
f() {
	local x=$v y z=~/d w=$1 c
	local -a arr=(1 "$1" 3) e=()
	declare -i k=$2+1
	local $3
	printf '[%s] [%s] [%s] [%s] [%s] %s %s %s\n' "$x" "${y-unset}" "$z" \
		"$w" "${c-unset}" "${#arr[@]}" "${arr[1]}" "$k"
	printf '%s;' "${3%=*}=${!1-unset}" "${#e[@]}"
	echo
	export EX$2=$2
	readonly ro$2=r
}
i=0
while [ $i -lt 3 ]; do
	f q $i "m=$i q=x"
	i=$((i + 1))
done
echo "${x-gone} ${arr-gone} $EX0 $EX2 $ro1"
env | grep '^EX' | sort
g() {
	local r=$1
	readonly r
	local r=2
	echo "after $r $?"
}
i=0
while [ $i -lt 2 ]; do
	g $i
	declare -r RO=$i
	i=$((i + 1))
done 2>&1
echo "status $?"
i=0
while [ $i -lt 2 ]; do
	local nope=1
	echo "local outside: $?"
	i=$((i + 1))
done 2>&1
h() {
	local -n ref=$1
	ref=$((ref + 1))
	local s=${1:-x} t="$(echo sub)" u=a\ b
	echo "$s $t $u $ref"
}
cnt=5
for j in 1 2 3; do h cnt; done

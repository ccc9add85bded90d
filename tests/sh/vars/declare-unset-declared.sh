# a variable declared without a value: declare -p shows its attributes
declare -- x
declare y
declare -i i
declare -a arr
declare -A asc
declare -p x y i arr asc
[[ -v x ]] || echo "x is not set"
echo "[${x-unset}]"
x=1
declare -p x
unset x i arr asc
declare -p x i arr asc
f() { local lv; declare -p lv; local -i li; declare -p li; }
f
echo "status $?"

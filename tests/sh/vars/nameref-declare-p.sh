# declare -p of references, their own attributes, +n
declare -n u
declare -p u
declare -rn ro=target
declare -nx ex=target
declare -p ro ex
target=5
echo "$ro $ex"
x=abc
declare -n x
declare -p x
declare -n plain=v
v=1
declare +n plain
declare -p plain
f() { local -n lr=v; declare -p lr; }
f
declare -p lr 2>/dev/null || echo "lr was local"
declare -n ro=other
echo "status $?"

# bash 5.2: set -a does not export arrays, and an exported array (export,
# declare -x) is not passed in the environment
set -a
arr=(1 2 3)
arr2[1]=x
declare -A as=([k]=v)
s=str
b+=(z)
read -a ra <<<"r1 r2"
set +a
declare -p arr arr2 as s b ra
env | grep -E '^(arr|arr2|as|s|b|ra)=' | sort
ex=(1 2)
export ex
declare -A h=([a]=1)
export h
declare -p ex h
env | grep -E '^(ex|h)=' || echo "no arrays in the environment"

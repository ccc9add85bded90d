# ${#name} in assignments, echo words and patterns, each form as bash
# expands it: unset, an array's first element, a reference, digits that
# IFS splits, and set -u
line="line 7 has 3 words of text"
k=0 sum=0
while [ $k -lt 3 ]; do
	len=${#line}
	sum=$((sum + len))
	line="$line!"
	k=$((k + 1))
done
echo "$len $sum"
unset u
n=${#u} m="${#u}x"
echo "[$n] [$m]"
a=(alpha be)
declare -A h=([0]=zero [k]=value)
echo ${#a} "${#a}" ${#h}
target=abcdef
declare -n r=target
echo "${#r}"
set -- one "two three"
echo ${#1} ${#2}
x=abcdefghijkl
IFS=1
echo ${#x} "${#x}"
v=${#x}
echo "$v"
IFS=' '
p=12345
echo "${p#"${#x}"}" "${p%"${#u}"}"
f() { local s=$1; echo "${#s}"; }
f hello
set -u
echo "${#line}"
echo "${#nope}"
echo "not reached"

# ${#s}, ${#1} and ${#a[@]} inside $((...)), (( )) and for ((;;)): the
# length is substituted into the text (Quirl reads it without expanding
# the text while the name is set and not a reference).
a=(x y z)
s=hello
n=0
for (( i = 0; i < ${#a[@]}; i++ )); do
	n=$(( n + ${#a[i]} + ${#s} ))
	a+=(w)
	(( ${#a[*]} > 5 )) && break
done
echo "n=$n ${#a[@]}"
f() {
	echo $(( ${#1} * 2 )) $(( ${#@} + ${#2} ))
}
f abc de
f '' x
# characters, not bytes
s=héllo
LC_ALL=C.UTF-8
echo $(( ${#s} + 0 ))
LC_ALL=C
echo $(( ${#s} + 0 ))
# a scalar counts as one element, an unset name as none
sc=abc
unset un
echo $(( ${#sc[@]} + ${#un[@]} + ${#un} ))
declare -A h=([k]=1 [l]=2)
echo $(( ${#h[@]} * 10 ))
# a name reference, and set -u
declare -n r=a
echo $(( ${#r[@]} + ${#r} ))
( set -u; echo $(( ${#un} + 1 )) ) 2>&1 | sed 's/^.*: line [0-9]*: //'
# a loop long enough to be compiled
b=()
for (( i = 0; i < 40; i++ )); do b[i]=$i; done
t=0
for (( i = 0; i < ${#b[@]}; i++ )); do
	t=$(( t + b[i] * ${#b[@]} ))
	(( i % 7 == 0 )) && unset 'b[39]'
done
echo "t=$t ${#b[@]}"

# ${#name} inside arithmetic text ($((...)), (( )), for ((;;))) is the
# length substituted before parsing, as any expansion is.  (Quirl reads
# the length without expanding the text while it is a set parameter that
# is no name reference; other cases take the text path.)
s=abcdef
for (( i = 0; i < ${#s}; i++ )); do printf '%s' "${s:i:1}"; done
echo
n=0
for w in a bb '' cccc 'dd ee'; do
	n=$(( n * 10 + ${#w} ))
	(( ${#w} > 2 )) && echo "long [$w]"
done
echo "n=$n"
# a length glued to other text is part of a bigger token
s=xyz
echo $(( ${#s}0 + 1 )) $(( 1${#s} )) $(( ${#s}${#s} ))
# multibyte characters count once each in a UTF-8 locale
LC_ALL=C.UTF-8
m='é€x'
echo $(( ${#m} * 2 ))
LC_ALL=C
echo $(( ${#m} * 2 ))
unset LC_ALL
# an array's length of element 0, and ${#a[@]}
a=(one three)
echo $(( ${#a} + ${#a[@]} + ${#a[1]} ))
# a reference to a[@]: bash gives 0 for ${#r}
declare -n r='a[@]'
echo $(( ${#r} + 1 ))
# a reference to a scalar
declare -n q=s
echo $(( ${#q} + 1 ))
# unset: 0; under set -u an error
unset u
echo $(( ${#u} + 5 ))
f() {
	for (( i = 0; i < ${#1}; i++ )); do :; done
	echo "f $i"
}
f hello
f ''
f 'a b c'
(set -u; echo $(( ${#u} + 1 )); echo not reached)
echo "status $?"
(set -u; for (( i = 0; i < ${#u}; i++ )); do :; done; echo not reached)
echo "status $?"
# the length changes inside the loop that tests it
s=abc
for (( i = 0; i < ${#s}; i++ )); do
	(( i < 5 )) && s+=x
done
echo "i=$i s=$s"

# Temporaries of expansion and of builtin arguments live on a stack that is
# released per command: values must survive exactly as long as they are used
# (issue 26).  Each loop runs long enough to be compiled under QUIRL_JIT=on.
cd "${TMPDIR:-/tmp}" && d=$(mktemp -d) && cd "$d" || exit 1
touch b.txt a.txt c.log
for i in 1 2 3; do
	echo *.txt "$i" last
done
echo "\$_ after the loop: $_"
declare -a a=([3]=x [10]=y [200]=z)
for i in 1 2; do
	echo "keys ${!a[@]} n ${#a[@]} vals ${a[@]}"
done
s=abcabc
for i in 1 2; do
	# the operand word reassigns the variable being operated on
	echo "${s#${s:=zzz}}" "${s/b/${s:0:1}}" "${s:$((i++)):2}"
done
b=(one two three)
echo "${b[@]/o/${b[0]=q}}"
echo "${b[@]:1}" "${#b[1]}" "${b[*]^^}"
v='a b  c'
for w in $v "$v" ${v// /_}; do
	printf '<%s>' "$w"
done
echo
x=start
for i in 1 2 3; do
	x+=${x:0:1}$i
	y[i]=${x: -3}
done
echo "$x ${y[*]}"
printf 'l1\nl2\nl3\n' > in
cb() { read -r extra < in; echo "cb $1 $2 extra=$extra"; }
mapfile -t -C cb -c 1 arr < in
echo "${#arr[@]} ${arr[*]}"
while read -r line; do
	set -- $line x y
	echo "$# $1 $3"
done < in
unset u
echo "${u:-$(echo dflt)}" "${u-${s:1:2}}"
(: "${u?gone $(echo away) ${s:0:2}}")
echo "status $?"
cd / && rm -rf "$d"

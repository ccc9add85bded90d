# arithmetic on elements keeps finding the array by name: after unset,
# redeclaration, a local of the same name, a name reference given a new
# target, or a scalar in its place
declare -A h
for k in a b a 'x y' a; do
	(( h[$k]++ ))
done
declare -p h
unset h
declare -A h
for i in 1 2; do
	(( h[a] += 5 ))
done
declare -p h
f() {
	local -A h=([a]=1)
	for i in 1 2; do
		(( h[a] *= 3 ))
	done
	declare -p h
}
f
(( h[a]-- ))
declare -p h
declare -A g
declare -n r=h
for t in h g h; do
	declare -n r=$t
	(( r[z]++ ))
done
declare -p h g
unset h
h=5
for i in 1 2; do
	(( h[0]++, h[1] += 2 ))
done
declare -p h
unset h
for i in 1 2; do
	echo $(( h[k] + 1 ))
done
declare -A h=([k]=41)
echo $(( h[k] + 1 ))

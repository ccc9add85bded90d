# [[ ${a[i]} == N ]] and != in loops (the JIT compares an element holding
# a canonical integer with N directly): the same answers as comparing the
# text, for every kind of element.
a=(1 01 ' 1' 1x -1 0 '' 10)
a[10]=1
for (( i = -2; i < 12; i++ )); do
	r=
	[[ ${a[i]} == 1 ]] && r+=eq1
	[[ ${a[i]} != 1 ]] && r+=ne1
	[[ "${a[i]}" = -1 ]] && r+=eqm1
	[[ ${a[i+0]} == 0 ]] && r+=eq0
	echo "$i [${a[i]}] $r"
done 2>&1
# elements stored by arithmetic, then as text
b=()
for (( i = 0; i < 6; i++ )); do (( b[i] = i % 3 )); done
b[4]=1.0
for (( i = 0; i < 6; i++ )); do
	if [[ ${b[i]} == 1 ]]; then echo "b[$i] is 1"; fi
	if [[ ${b[i * 2 % 6]} != 2 ]]; then echo "b[$((i * 2 % 6))] is not 2"; fi
done
# associative arrays, scalars, integer arrays, unset names
declare -A h=([1]=1 [k]=1 [2]=2)
declare -i ia=(5 1 07)
s=1
for k in 0 1 2; do
	r=
	[[ ${h[k]} == 1 ]] && r+=h
	[[ ${s[k]} == 1 ]] && r+=s
	[[ ${ia[k]} == 1 ]] && r+=ia
	[[ ${nope[k]} == 1 ]] || r+=-nope
	echo "$k $r"
done
# errors in the subscript, and set -u
for k in 1 0; do [[ ${a[1/k]} == 1 ]]; echo "status $?"; done 2>&1 | sed 's/^.*: line [0-9]*: //'
( set -u; for k in 0 20; do [[ ${a[k]} == 1 ]]; echo "status $?"; done ) 2>&1 | sed 's/^.*: line [0-9]*: //'
# a sieve
n=200
is=()
for (( i = 2; i <= n; i++ )); do is[i]=1; done
for (( p = 2; p * p <= n; p++ )); do
	if [[ ${is[p]} == 1 ]]; then
		for (( q = p * p; q <= n; q += p )); do is[q]=0; done
	fi
done
c=0
for (( i = 2; i <= n; i++ )); do [[ ${is[i]} == 1 ]] && (( c++ )); done
echo "primes $c"

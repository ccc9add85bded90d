# compiled loops go through a reference on every use, never a cell they
# looked up once (run with QUIRL_JIT=always by the golden runner)
declare -n r=a
a=0 b=0
for ((i = 0; i < 200; i++)); do
	(( r += 1 ))
	if (( i == 99 )); then declare -n r=b; fi
done
echo "$a $b"
inc() { local -n c=$1; (( c += $2 )); c=$((c + 1)); }
x=0 y=0
for ((i = 0; i < 100; i++)); do inc x 1; inc y 2; done
echo "$x $y"
declare -n t=s
s=0 i=0
while (( i < 50 )); do t=$i; (( i++ )); done
echo "$s ${t}"
k=0 z=0
for ((i = 0; i < 20; i++)); do
	(( k++ ))
	(( i == 10 )) && declare -n k=z
done
echo "$k $z"
declare -n el='arr[2]'
arr=(0 0 0)
for ((i = 0; i < 30; i++)); do (( el += i )); done
echo "${arr[*]}"

# v="$v..." appends to v's own buffer when v is a plain string variable;
# every other kind of v, and each form of the value, as bash assigns it
out= i=0
while [ $i -lt 40 ]; do
	out="$out $i"
	i=$((i + 1))
done
echo "${#out} ${out:0:12} ${out: -6}"
s=ab k=0
while [ $k -lt 4 ]; do
	s="$s$s"
	t=x; t=$t${s#?}
	k=$((k + 1))
done
echo "$s ${#t}"
n=5 k=0
while [ $k -lt 3 ]; do
	n="$n$k"
	u="${u}-$k"
	e="$e"
	k=$((k + 1))
done
echo "$n $((n + 1)) $u [$e]"
export E=a
k=0
while [ $k -lt 3 ]; do E="$E$k"; k=$((k + 1)); done
sh -c 'echo "child: $E"'
declare -i d=2
k=0
while [ $k -lt 3 ]; do d="$d+1"; k=$((k + 1)); done
echo "integer: $d"
declare -u up=a
k=0
while [ $k -lt 2 ]; do up="$up b"; k=$((k + 1)); done
echo "upper: $up"
arr=(x y)
k=0
while [ $k -lt 2 ]; do arr="$arr$k"; k=$((k + 1)); done
echo "array: ${arr[*]}"
target=one
declare -n ref=target
k=0
while [ $k -lt 2 ]; do ref="$ref+"; k=$((k + 1)); done
echo "ref: $target $ref"
f() {
	local l=in
	local k=0
	while [ $k -lt 2 ]; do l="$l$k" g="$g$k"; k=$((k + 1)); done
	echo "local: $l"
}
f
echo "after: [${l-unset}] $g"
unset z
k=0
while [ $k -lt 2 ]; do z="$z$k"; k=$((k + 1)); done
echo "was unset: $z"
readonly ro=r
k=0
while [ $k -lt 2 ]; do ro="$ro$k"; k=$((k + 1)); done
echo "after readonly: $ro $k"

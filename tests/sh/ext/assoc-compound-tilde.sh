HOME=/h
declare -A h=(~ v ~/x w)
declare -p h
declare -A h2=([~]=v [~/x]=~ [k]=~/y [z]=a:~)
declare -p h2
h2=([~]=v ~a b)
declare -p h2
h2+=(~ q)
declare -p h2
a=(~ [1]=~ [2]=~/x a:~ [4]=a:~)
declare -p a
b=([~]=1)
declare -p b
declare -a c=(~ x=~ [3]=~ [4]=a:~ "~")
declare -p c
x="p q"
declare -a d=(~/$x ~root/z)
declare -p d
declare -A e=([k]=~/$x [j]=~"$x" [~/$x]=1)
declare -p e
f() {
	local -a l=(~ ~/"$1")
	declare -p l
	local -A m=(~ ~/"$1")
	declare -p m
	for i in 1 2; do
		m[~$i]=$i
		m+=([~/$i]=~)
	done
	declare -p m
}
f 'a b'
declare -A g
g[~]=1
g[~/x]+=2
declare -p g
echo "${g[~]} ${g[~/x]}"
a[~]=3
echo "status $?"
# a declaration's -A decides before the builtin runs; its words expand in
# the caller's scope
declare -A e2=([k]=~ x ~)
declare -p e2
y=out
g() {
	local -a y=(~/$y)
	declare -p y
	local -A z=(~ ~/$y)
	declare -p z
}
g
declare -A q
declare q=(~ v)
declare -p q
set -x
declare -A t=(~ v)
declare -a u=(~)

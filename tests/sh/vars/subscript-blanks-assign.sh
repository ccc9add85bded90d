# In a place where an assignment may stand, bash reads the subscript of
# NAME[... to its matching ] whatever blanks or newlines it holds; the
# word is an assignment when = or += follows, else the command name.
# Declaration builtins and command arguments are ordinary words.
f() {
	local -a a
	local i
	for ((i = 0; i < 3; i++)); do
		a[i * 2]=$i
		a[ i + 10 ]+=x
	done
	declare -p a
}
f
a[1
+ 2]=nl; declare -p a
echo "line $LINENO"
b[1 + 1]=x c[2 + 2]=y; declare -p b c
echo "st=$?"
v=3; a[v    *    2]="spaced value"; declare -p a
a["2 + 1"]=r; declare -p a
a[1 + 1]=x >out.txt; declare -p a; cat out.txt
while a[1 + 2]=w; do break; done; declare -p a
if true; then a[7 - 7]=z; fi; declare -p a
e[1 + 1]=(1 2)
echo "st=$?"
a[1 + 1]=x
i=1
a[i + 1]=y
a[ 2 ]+=z
a[$i + 2]=w
declare -p a
a[1 + 1]=v echo hi
declare -p a
b[2 * 3]=(q)
declare -p b
f() { local c[1 + 1]=x; declare -p c; }; f
declare d[1 + 1]=x; declare -p d
echo a[1 + 1]=x
a[1 +1]=x; declare -p a
a[ 1 ]=q rest
x[1 + ]=5
echo "st=$?"
a["k y"]=1; declare -p a
declare -A h; h[a b]=1; h[ c ]=2; declare -p h
a[1+
1]=z; declare -p a
a[$(echo 1 + 1)]=m; declare -p a
a[1 ] b=1; echo "st=$?"

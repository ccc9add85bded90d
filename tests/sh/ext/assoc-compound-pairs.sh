# An associative array's compound value (bash 5.2): when the first word
# has no [key]=, the words are keys and values in turn, each expanded as
# one string (no splitting, no globbing); a missing last value is empty
# and an empty key is reported and skipped.  When the first word has a
# key, a word without one is reported and dropped, unexpanded.
declare -A h
h=(a b c d)
declare -p h
h=(a b c)
declare -p h
m=(3 4 "5 6")
h=("${m[@]}" x)
declare -p h
h=(${m[@]})
declare -p h
s="1 2"
h=($s *)
declare -p h
x=X
h=("a b" [$x]=1 k)
declare -p h
h=([k]=v a "$x y" *)
echo "status $?"
declare -p h
h=("" b c d)
echo "status $?"
declare -p h
h=(${nosuch} b)
h=()
h+=(k1 v1 k2)
declare -p h
h+=(k1 w)
declare -p h
declare -A g=(one 1 two 2)
declare -p g
f() {
	local -A l=(k v)
	l+=(p q)
	declare -p l
}
f
for i in 1 2 3; do
	g=("k$i" "$i" "k$((i + 1))")
done
declare -p g

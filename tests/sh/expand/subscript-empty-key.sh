# Empty subscripts: ${a[]} is a bad substitution; an associative array
# has no empty key (the message names the subscript as written); an
# indexed array's a[''] is arithmetic on the two quotes.
declare -A h=([a]=1)
k=
echo "${h[""]}x" $?
echo "${h[$k]:-d}"
echo "${h[$k]:-d}" ${#h[$k]}
echo after
h['']=1
echo "next $?"
h[$k]=2
echo "next $?"
h[]=3
echo "next $?"
a=(x y)
a['']=1
echo "next $?"
a[""]=z
echo "${a[@]}"
a['']=1 true
a[$k]=1 true
echo "${a[]}"
echo not reached

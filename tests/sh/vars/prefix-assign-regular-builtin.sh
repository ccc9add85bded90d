# A prefix assignment before a regular builtin is temporary: the builtin
# sees it, the shell keeps its old value or none (issue 28; neofetch's
# IFS=: read -ra).  Also in a function the JIT compiles.
IFS=: read -ra a <<< "a:b"
printf '<%s>' "$IFS" "${a[@]}"; echo
X=1 read -ra a <<< "q"
echo "X=${X-unset} a=${a[*]}"
IFS=: ; IFS=, read -r p q <<< "1,2"; printf '<%s>' "$IFS" "$p" "$q"; echo
unset IFS
Y=2 printf -v out '%s' "$Y"; echo "Y=${Y-unset} out=$out"
Z=3 echo "Z in its words: ${Z-unset}"; echo "Z=${Z-unset}"
W=4 true; echo "W=${W-unset}"
V=5 test -n "$V"; echo "V=${V-unset} test $?"
f() { echo "f sees U=$U"; }
U=6 f; echo "U=${U-unset}"
# bash (not POSIX mode) makes a special builtin's prefix temporary too
T=7 :; echo "T=${T-unset}"
split() {
	local line=$1 fields
	IFS=: read -ra fields <<< "$line"
	N=${#fields[@]} read -r first <<< "${fields[0]}"
	printf '%s:%s:%s|' "$first" "${#fields[@]}" "${N-unset}"
	printf '<%s>' "${IFS-unset}"; echo
}
for l in a:b c:d:e; do
	split "$l"
done

# A name reference to a[@] or a[*] expands as ${a[@]} / ${a[*]} (bash 5.2),
# with operators applied to each element; x=$r joins the values.
a=(1 'b c' 3)
declare -n r='a[@]' s='a[*]'
echo "$r"; echo $r; echo ${r}
for x in "$r"; do echo "<$x>"; done
for x in "$s"; do echo "[$x]"; done
printf '<%s>' ${r^^}; echo
declare -p r
f() { local -n q="$1"; printf '{%s}' "$q"; echo; }
f 'a[@]'
IFS=-; echo "$s"
IFS=" "; x=$r; echo "x=$x"
declare -n e="none[@]"; echo "[${e-unset}]"
echo "${r/b/B}"

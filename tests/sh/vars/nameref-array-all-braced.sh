# With r a reference to a[@], "${r}" (braces, no operator) is one word:
# the elements joined by the first character of IFS (a blank when IFS is
# empty or unset), as bash 5.2 has it, while "$r" stays "${a[@]}".  An
# assignment and a here-document join with blanks as for "${a[@]}";
# case and [[ ]] see the joined word.
a=(x y z)
declare -n r='a[@]'
for ifs in : ' ' ',:' $'\t' ''; do
	IFS=$ifs
	printf '<%s>' "${r}" '|' "A${r}B" '|' "$r" '|' ${r} '|' $r; echo
done
unset IFS
printf '<%s>' "${r}" '|' "$r"; echo
IFS=:
x="${r}"; echo "assigned: $x"
cat <<E
here: ${r} $r
E
case "${r}" in x:y:z) echo "case: joined" ;; *) echo "case: not" ;; esac
[[ "${r}" == x:y:z ]] && echo "[[: joined"
f() { local -n t='a[@]'; set -- "${t}" "$t"; echo "in f: $# words"; }
f
declare -n s='a[*]'
printf '<%s>' "${s}" "$s"; echo

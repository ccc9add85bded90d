# The replacement of "${v/p/r}" is read as unquoted text inside double
# quotes and here-documents, as bash 5.2 reads it: \x is x, quotes
# quote, a leading ~ expands; with patsub_replacement on and off.
HOME=/h
v=abc
for on in -s -u; do
shopt $on patsub_replacement
echo "== $on"
echo "1 ${v/b/\\}" "${v/b/\\}"
echo "2 ${v/b/\\&}" "${v/b/\\&}"
echo "3 ${v/b/\&}" "${v/b/\&}"
echo "4 ${v/b/&}" "${v/b/&}"
echo "5 ${v/b/\\\\}" "${v/b/\\\\}"
echo "6 ${v/b/\x}" "${v/b/\x}"
echo "7 ${v/b/\\x}" "${v/b/\\x}"
echo "8 ${v/b/'&'}" "${v/b/'&'}"
echo "9 ${v/b/"&"}" "${v/b/"&"}"
echo "10 ${v/b/\"}" "${v/b/\"}"
echo "11 ${v/b/\$}" "${v/b/\$}"
echo "12 ${v/b/\\\&}" "${v/b/\\\&}"
r='\&'; echo "13 ${v/b/$r}" "${v/b/$r}"
r='\\'; echo "14 ${v/b/$r}" "${v/b/$r}"
done
r='x  *'
echo "${v/b/~}" ${v/b/~} "${v/b/$r}" "${v/b/\$r}" "${v/b/'$r'}" "${v/b/"$r"}"
echo "${v/b/\}}" "${v/b/\/}" "${v/b/a\
b}"
echo "${v#'a'}" "${v#\a}" "${v/'b'/x}"
cat <<E
${v/b/\x} ${v/b/'&'} ${v/b/~} ${v/b/\\&}
E

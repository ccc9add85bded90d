# a word that is exactly "$@": one field per positional parameter, kept
# as it is (empty, blanks, glob characters, IFS characters), none when
# there are none, also under set -u and with IFS changed
show() { printf '%s|' "$#" "$@"; echo; }
show "$@"
set -- "" "a b" "*" "x,y" ' lead'
show "$@"
IFS=,
show "$@"
IFS=' '
set -u
set -- "$@" last
show "$@"
set --
show "$@"
set +u
i=0
while [ $i -lt 5 ]; do
	set -- "$@" "$i $i"
	i=$((i + 1))
done
show "$@"
for w in "$@"; do printf '<%s>' "$w"; done
echo
f() { show "$@"; set -- inner; show "$@"; }
f "$@"
show "$@"

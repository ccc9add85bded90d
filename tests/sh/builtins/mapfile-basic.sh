# mapfile/readarray: the default array MAPFILE, -t, here-strings, pipes,
# process substitution, an input without a final newline
printf 'a\nb\nc\n' | { mapfile; declare -p MAPFILE; }
mapfile -t arr <<< $'one\ntwo'; declare -p arr
mapfile -t arr < <(echo x; echo y); declare -p arr
readarray -t r <<< "x y"; declare -p r
printf 'noeol' | { mapfile arr; declare -p arr; }
mapfile -t arr <<< ""; declare -p arr
mapfile arr < /dev/null; declare -p arr
s=scal; mapfile -t s <<< "z"; declare -p s
declare -n ref=target; mapfile -t ref <<< $'p\nq'; declare -p target
f() { local -a la; mapfile -t la <<< "in"; declare -p la; }; f

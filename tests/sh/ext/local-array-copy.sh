f() { local -a c=("$@"); echo ${#c[@]} "${c[1]}"; }
f 'a b' 'c d'

# local takes declare's options, also from an expansion
f() { o=-i; local $o n=5; n+=1; echo $n; }; f
g() { local -a "$@"; declare -p arr; }; g 'arr=(a b)'
h() { local -r c=1; c=2; echo after; }; h

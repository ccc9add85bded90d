f() { g "$@" extra; echo "f sees $#"; }
g() { echo "g sees $#"; }
f a b

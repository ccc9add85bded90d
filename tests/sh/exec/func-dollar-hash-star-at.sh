f() { for a in "$@"; do echo "[$a]"; done; echo "#=$#"; }
f "a b" "" c

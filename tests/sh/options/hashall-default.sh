# hashall (set -h) is on as in bash: $- has h, SHELLOPTS names it; set +h
# stops remembering paths and the hash builtin says hashing is disabled.
case $- in *h*) echo "h in \$-";; esac
echo "$SHELLOPTS"
set -o | grep hashall
set +h
ls >/dev/null
hash; echo "status $?"
set -h
ls >/dev/null
hash -t ls >/dev/null && echo remembered

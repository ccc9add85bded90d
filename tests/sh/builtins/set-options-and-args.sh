set -f a b
echo "$# $*"
case $- in *f*) echo f;; esac

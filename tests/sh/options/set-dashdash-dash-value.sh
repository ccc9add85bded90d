set -- -x -e
echo "$# $1 $2"
case $- in *x*|*e*) echo wrong;; *) echo "options untouched";; esac

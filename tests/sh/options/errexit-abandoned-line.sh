# bash: under set -e, an error that abandons the command line ends the
# shell, even where set -e is ignored; an arithmetic error does not
(set -e; echo ${a b}; echo "not reached"); echo "bad substitution $?"
(set -e; shopt -s failglob; echo *.nomatch; echo "not reached"); echo "failglob $?"
(set -e; readonly r=1; r=2; echo "not reached"); echo "readonly $?"
(set -e; if echo ${a b}; then :; fi; echo "not reached"); echo "if $?"
(set -e; f() { echo ${a b}; }; f || echo "or"; echo "not reached"); echo "or $?"
(set -e; a[1]=(x); echo "not reached"); echo "list $?"
set -e
echo $((1/0))
echo "arith goes on $?"
for i in 1 2; do x=$((i/0)); done
echo "loop goes on $?"
echo ${a b}
echo "not reached"

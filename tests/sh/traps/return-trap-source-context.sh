# The RETURN trap after a sourced file runs in the caller's frame, at
# the line of the `.`, and after `return N` sees $? from before it
printf 'echo sourced\nfalse\n' >s1.sh
printf 'echo sourced\nreturn 3\n' >s2.sh
trap 'echo "RETURN $? [${FUNCNAME[*]}] ${BASH_SOURCE[*]} $LINENO"' RETURN
. ./s1.sh
echo "status $?"
. ./s2.sh
echo "status $?"
h() { . ./s2.sh; }
set -T
h
echo "status $?"

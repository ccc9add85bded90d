# ${!x} errors (bash 5.2): x naming no variable is "x: invalid indirect
# expansion"; a value that names no parameter is "VALUE: invalid variable
# name" (the whole value); both abandon the command line with status 1
# and the script goes on.  A variable declared without a value, an empty
# array or an unset positional parameter is no error: the result is empty.
# With set -u and the target unset, and in ${!x:?}, bash names it "!x".
echo ${!nosuch}; echo "same line"
echo "after $?"
x="a b"; echo "[${!x}]"
echo "after $?"
x=; echo ${!x}
echo "after $?"
x=1a; echo ${!x}
echo "after $?"
x='a[x'; echo ${!x}
echo "after $?"
f() { echo ${!nosuch}; echo "in f"; }
f; echo "not reached"
for i in 1 2; do echo "${!nosuch:-default}"; echo "loop $i"; done; echo "not reached"
echo "after loop $?"
declare d; echo "[${!d}] $?"
e=(); echo "[${!e}] $?"
g() { echo "[${!1}] $?"; }; g
x=3; set -- a b c; echo "[${!x}]"
x='a[1]'; a=(p q); echo "[${!x}]"
x=nosuch; ( echo ${!x:?is empty} ); echo "status $?"
( set -u; echo ${!x} ); echo "status $?"
echo end

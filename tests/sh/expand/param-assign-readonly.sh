# ${name:=word} on a readonly name: the message, the command line is
# abandoned with status 2 and the script goes on; under set -e it ends
# with status 1.
readonly r
echo ${r:=x}; echo same
echo "next $?"
f() { : "${r:=y}"; echo in f; }
f; echo same
echo "next $?"
v=${r=z} true
echo "next $?"
set -e
echo ${r:=x}
echo not reached

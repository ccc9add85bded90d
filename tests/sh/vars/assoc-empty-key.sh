# An empty key: NAME[SUB]=v where SUB expands to nothing is bash's
# "bad array subscript" (named as written) for an associative array, and
# for an indexed one only when written NAME[] (an empty $k is element 0).
# The assignment fails with 1 and abandons the line; the script goes on.
declare -A h
h[]=1; echo "not reached"
echo "after $?"
k=
h[$k]=1
echo "after $?"
h["$k"]+=x
echo "after $?"
h[ ]=space
declare -p h
a[$k]=zero
echo "indexed $? ${a[0]}"
a[]=1
echo "after $?"
for k in a ""; do h[$k]=1; echo "k=$k"; done; echo "not reached"
echo "end $?"

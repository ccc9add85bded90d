# A bad ${...} abandons the rest of the command line (status 1) and the
# script goes on, as in bash; ${x:?} says "null or not set" for an unset x
echo ${(M)x}
echo next $?
x=${(L)y}
echo n2 $?
x=${(L)y}; echo same $?
echo n3 $?
echo ${x:?}
echo not reached

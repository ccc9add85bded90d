# ${!a[i]} where no variable a exists: bash's "a[i]: invalid indirect
# expansion" (the subscript as written), the command line abandoned;
# a declared or empty array gives an empty result.
i=1
echo ${!a[1]:-x}; echo same
echo next $?
echo ${!a[i]}
b=(); echo "[${!b[1]:-x}]"
declare -a c; echo "[${!c[1]}]"
d=(x); x=5; echo ${!d[0]}

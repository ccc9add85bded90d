# ${a[N]} with a negative N before the first element reports the array
# and expands as unset (bash); the command still runs.
a=(1 2 3)
echo "[${a[-9]}]"; echo "status $?"
x=${a[-9]}; echo "assigned [$x] $?"
echo "${a[-9]:-default} ${a[-9]+set} [${a[-9]:+alt}]"
echo "${a[-3]} ${a[-1]}"
b=()
echo "empty [${b[-1]}]"
s=str
echo "scalar [${s[-1]}] [${s[0]}]"
unset u
i=0
echo "unset [${u[-1]}] [${u[i++]}] i=$i"
declare -p u
echo end

# coproc NAME compound-command; NAME is only a name before a compound
# command: `coproc X cat` runs X with the operand cat
coproc UP { tr a-z A-Z; }
pid=$UP_PID
echo abc >&"${UP[1]}"
exec {UP[1]}>&-
read -r x <&"${UP[0]}"
echo "$x"
wait "$pid"
echo "w=$? ${UP_PID-gone}"
X() { echo "X:$*"; cat >/dev/null; }
coproc X cat
read -r l <&"${COPROC[0]}"
echo "$l ${X-X unset}"
exec {COPROC[1]}>&-
wait
coproc W while read -r n; do echo $((n * 2)); done
echo 21 >&"${W[1]}"
read -r l <&"${W[0]}"
echo "W: $l"
exec {W[1]}>&-
wait
coproc P2 (echo sub; cat >/dev/null)
read -r l <&"${P2[0]}"
echo "$l"
exec {P2[1]}>&-
wait
type coproc

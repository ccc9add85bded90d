# ${v:off:len} of an unset variable or an empty array is empty and bash
# evaluates neither operand (no side effect, no error); a set but empty
# one, and "$@" without parameters, still evaluate them.
i=0
echo "[${u:i++:1}] $i"
echo "[${u:1/0}] [${u:0:-1}] $?"
e=()
echo "[${e[@]:i++:-1}] [${e[*]:1/0}] $i"
a=(x); unset 'a[0]'
echo "[${a:1/0}]"
for ((k = 0; k < 3; k++)); do d=${u:i++:1}; done
echo "loop $i [$d]"
s=
( echo "[${s:0:-1}]" ); echo "status $?"
set --
( echo "[${@:1:-1}]" ); echo "status $?"
echo end

x=global
f() { local x=loc; unset x; echo "[${x-unset-in-f}]"; }
f
echo "[$x]"

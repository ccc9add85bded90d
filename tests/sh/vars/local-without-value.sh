x=global
f() { local x; echo "[${x-unset}]"; x=inner; echo "[$x]"; }
f
echo "[$x]"

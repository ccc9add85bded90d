x=val
echo "[${x:?never}]"
echo "[${x?never}]"

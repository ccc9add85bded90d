x=
echo "[${x?not shown}]"
echo ok

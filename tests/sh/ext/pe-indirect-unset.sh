r=nosuch
echo "[${!r}]"

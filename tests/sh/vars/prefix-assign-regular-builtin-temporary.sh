unset y
y=1 true
echo "[${y-unset}]"

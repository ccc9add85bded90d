x=1
unset -v x
echo "[${x-unset}]"

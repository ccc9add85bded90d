g() { echo fn; }
g=value
unset -v g
g
echo "[${g-unset}]"

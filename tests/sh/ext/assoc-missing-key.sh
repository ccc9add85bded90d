declare -A m
echo "[${m[nokey]}]"

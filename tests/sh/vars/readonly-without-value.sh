readonly E
echo "[${E-unset}]"
E=x
echo after

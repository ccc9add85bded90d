echo '' x ''
echo "[$(echo '')]"

x=
echo "[${x-unset}] ${#x}"
x=''
echo "[${x-unset}]"

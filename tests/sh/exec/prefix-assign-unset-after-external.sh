unset y
y=temp env | grep '^y='
echo "[${y-unset}]"

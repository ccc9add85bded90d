x=
echo "[${x:-word}]"

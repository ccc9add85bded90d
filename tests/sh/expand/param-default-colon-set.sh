x=val
echo "[${x:-word}]"

unset x
echo "[${x:-word}]"
echo "[$x]"

HOME=
x=~
echo "[$x]"
echo "[$(echo ~/a)]"

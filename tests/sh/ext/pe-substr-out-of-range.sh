v=abc
echo "[${v:5}]" "[${v:1:10}]"

a=1 b=2 c=3
unset a b
echo "[${a-u}][${b-u}][${c-u}]"

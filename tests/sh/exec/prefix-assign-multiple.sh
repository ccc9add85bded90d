a=1 b=2 env | grep -E '^(a|b)=' | sort
echo "[${a-u}][${b-u}]"

mkdir g && cd g || exit 1
: > a
: > b
echo "*" '*' \*
echo "[ab]" '?'

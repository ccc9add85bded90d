echo() { printf 'fn:%s\n' "$*"; }
echo hi
unset -f echo
echo back

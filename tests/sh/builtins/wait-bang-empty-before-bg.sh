echo "[${!-none}]"
true &
[ -n "$!" ] && echo set
wait

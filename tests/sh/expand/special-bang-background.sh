true &
p=$!
wait
case $p in ''|*[!0-9]*) echo not-numeric;; *) echo numeric;; esac
[ "$p" != "$$" ] && echo differs-from-shell

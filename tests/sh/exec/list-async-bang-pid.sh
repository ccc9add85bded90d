true &
pid=$!
case $pid in ''|*[!0-9]*) echo bad;; *) echo numeric;; esac
wait $pid
echo "wait=$?"

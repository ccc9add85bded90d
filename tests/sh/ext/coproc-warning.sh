# a second coproc while the first runs: bash's warning (the pid varies)
coproc A { sleep 5; }
exec 3>&2 2>warn.tmp
coproc B { sleep 5; }
exec 2>&3 3>&-
sed 's/^.*warning/warning/; s/\[[0-9]*:/[PID:/' warn.tmp
rm -f warn.tmp
echo "${A_PID:+a} ${B_PID:+b}"
kill "$A_PID" "$B_PID"
wait

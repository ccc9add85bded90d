# coproc (bash): the COPROC array holds the shell's ends of the pipes,
# [0] reading the coprocess's output and [1] writing its input; once the
# coprocess has been reaped COPROC and COPROC_PID are unset
coproc cat
echo "status=$? n=${#COPROC[@]} pid=${COPROC_PID:+set}"
[ "$!" = "$COPROC_PID" ] && echo 'bang is the pid'
pid=$COPROC_PID
echo hello >&"${COPROC[1]}"
read -r line <&"${COPROC[0]}"
echo "got $line"
exec {COPROC[1]}>&-
wait "$pid"
echo "wait=$? after: ${COPROC[@]-unset} ${COPROC_PID-unset}"
coproc { exit 3; }
pid=$COPROC_PID
wait "$pid"
echo "exit=$?"

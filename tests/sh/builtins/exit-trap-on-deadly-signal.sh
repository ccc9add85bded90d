# an EXIT trap runs before an untrapped deadly signal kills the script
# (bash's behaviour), and the script still dies of that signal
q=$(readlink /proc/$$/exe)
for sig in TERM HUP USR1 INT; do
	"$q" -c 'trap "echo cleanup \$?" EXIT; kill -'$sig' $$; echo not reached'
	echo "$sig: $(kill -l $?)"
done
# a compiled loop is interrupted the same way
"$q" -c 'trap "echo loop cleanup" EXIT; (kill -TERM $$) & i=0; while :; do i=$((i + 1)); done'
echo "loop: $(kill -l $?)"
# without an EXIT trap the signal kills at once; ignored signals stay ignored
"$q" -c 'kill -TERM $$; echo not reached'
echo "no trap: $(kill -l $?)"
"$q" -c 'trap "" TERM; trap "echo cleanup" EXIT; kill -TERM $$; echo survived'
echo "ignored: $?"

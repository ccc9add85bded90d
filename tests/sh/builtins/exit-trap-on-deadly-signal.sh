# an EXIT trap runs before an untrapped deadly signal kills the script
# (bash's behaviour), and the script still dies of that signal
q=$(readlink /proc/$$/exe)
# (bash reports HUP and USR1 with the line, pid and command: the shell's
# name, the line and the pid are masked; inside a compound command bash
# names the line of its head or end, Quirl the command's own line)
for sig in TERM HUP USR1 INT; do
	"$q" -c 'trap "echo cleanup \$?" EXIT; kill -'$sig' $$; echo not reached'
	echo "$sig: $(kill -l $?)"
done 2>&1 | sed -E 's/^(quirl: )?[^ ]*: line [0-9]+: +[0-9]+ /SHELL: line N: PID /' >&2
# a compiled loop is interrupted the same way
"$q" -c 'trap "echo loop cleanup" EXIT; (kill -TERM $$) & i=0; while :; do i=$((i + 1)); done'
echo "loop: $(kill -l $?)"
# without an EXIT trap the signal kills at once; ignored signals stay ignored
"$q" -c 'kill -TERM $$; echo not reached'
echo "no trap: $(kill -l $?)"
"$q" -c 'trap "" TERM; trap "echo cleanup" EXIT; kill -TERM $$; echo survived'
echo "ignored: $?"

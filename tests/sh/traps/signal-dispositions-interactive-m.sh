# traps/signal-dispositions-interactive with set -m: an interactive shell
# without a terminal runs job control as a script does once set -m asks
# for it (bash), so the background list's notice comes before the next
# command even after wait $!, a foreground death by a signal is reported
# (by SIGINT: a new line), and SIGINT and SIGQUIT are not ignored by the
# background list.  Not tested: the SIGINT trap of a foreground subshell
# (see traps/signal-dispositions-interactive), and "trap - INT", where
# bash's subshell dies about one run in three (it may take the SIGINT
# before it waits for its child).
mask() {
	sed -E -e 's/^\[([0-9]+)\] [0-9]+$/[\1] PID/' \
		-e '/no job control in this shell|cannot set terminal process group|tcsetattr: /d'
}
for sig in INT QUIT HUP USR2; do
	: >inner.sh
	for t in : "trap '' $sig" "trap 'echo T-$sig' $sig" "trap - $sig"; do
		[ "$sig" = INT ] && [ "$t" = "trap - INT" ] && continue
		{
			echo "echo \"== $sig: $t\""
			echo 'set -m'
			[ "$sig" = INT ] && [ "$t" = "trap 'echo T-INT' INT" ] ||
				cat <<E
( $t; sh -c 'kill -$sig \$PPID'; echo after-sub )
echo "sub \$?"
E
			cat <<E
{ $t; sh -c 'kill -$sig \$PPID'; echo after-bg; } &
wait \$!
echo "bg \$?"
( $t; kill -$sig \$(exec sh -c 'echo \$PPID'); echo after-self )
echo "self \$?"
"\$BASH" -c "$t; sh -c 'kill -$sig \\\$PPID'; echo after-child"
echo "child \$?"
E
		} >>inner.sh
	done
	PS1= PS2= QUIRL_VSUBSHELL=off "$BASH" --norc --noediting -i <inner.sh 2>&1 | mask
done
rm -f inner.sh

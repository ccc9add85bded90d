# The signal matrix of traps/signal-dispositions for an interactive
# shell (issue 27): -i with the script on stdin and no terminal, so job
# control is off, as bash starts it there (bash says "no job control in
# this shell", which is filtered out: Quirl is quiet on purpose).  A
# child sends the signal to a subshell, a background list, a child
# shell; a subshell signals itself.  As in bash: the shell reports no
# job and no foreground death without job control, SIGQUIT kills a
# subshell (whose trap - QUIT ignores it again, since bash ignores it
# for itself in all cases) but not a child shell, and no newline follows
# a job's death by SIGINT.  Not tested, where Quirl differs from bash 5.2
# on purpose: a trap on SIGINT set in a foreground subshell, which bash
# skips when the SIGINT came while the subshell's own foreground child
# ran (its subshells still count as interactive there); Quirl runs it,
# as dash does and POSIX 2.11 says.  The subshells must be processes
# (QUIRL_VSUBSHELL=off): a child signals them through $PPID.  Prompts are
# empty (PS1=); the pids of job notices are masked.
mask() {
	sed -E -e 's/^\[([0-9]+)\] [0-9]+$/[\1] PID/' \
		-e '/no job control in this shell|cannot set terminal process group|tcsetattr: /d'
}
for sig in INT QUIT HUP USR2; do
	: >inner.sh
	for t in : "trap '' $sig" "trap 'echo T-$sig' $sig" "trap - $sig"; do
		{
			echo "echo \"== $sig: $t\""
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

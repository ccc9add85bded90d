# traps/signal-dispositions-interactive with the signal ignored on entry
# (the shell is started by a shell that ignores it).  An interactive
# shell may trap such a signal; its subshells, which are not
# interactive, may too, as in bash, unless the interactive shell itself
# changed its disposition: SIGINT (caught), SIGQUIT (ignored), so the
# trap there is refused and the signal stays ignored.  Programs the
# shell starts get it ignored, SIGINT included (the child shell's trap is
# refused).  Not tested: trap - INT in a subshell, which bash resets to
# the default action although SIGINT was ignored on entry (dash keeps it
# ignored, as Quirl does).  In posix mode Quirl refuses the trap in the
# subshell as dash does (traps/signal-dispositions-interactive-posix).
mask() {
	sed -E -e 's/^\[([0-9]+)\] [0-9]+$/[\1] PID/' \
		-e '/no job control in this shell|cannot set terminal process group|tcsetattr: /d'
}
for sig in INT QUIT HUP USR2; do
	: >inner.sh
	for t in : "trap 'echo T-$sig' $sig" "trap - $sig"; do
		[ "$sig" = INT ] && [ "$t" = "trap - INT" ] && continue
		{
			echo "echo \"== $sig: $t\""
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
	PS1= PS2= QUIRL_VSUBSHELL=off sh -c "trap '' $sig; exec \"\$1\" --norc --noediting -i" sh "$BASH" <inner.sh 2>&1 | mask
done
rm -f inner.sh

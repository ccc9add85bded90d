# traps/signal-dispositions-interactive-ignored with set -m (job control
# as in a script, see traps/signal-dispositions-interactive-m).  Not
# tested: trap - INT in a subshell (bash resets it to the default action
# although SIGINT was ignored on entry; Quirl keeps it ignored, as dash).
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
			echo 'set -m'
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

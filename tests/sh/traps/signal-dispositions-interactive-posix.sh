set -o posix; # traps/signal-dispositions-interactive-ignored in posix mode, where
# Quirl follows POSIX and dash, not bash --posix: a subshell of an
# interactive shell is not interactive, so a signal ignored when the
# shell started cannot be trapped there (bash --posix lets HUP and USR2
# be); and the shell does not ignore SIGQUIT for itself (bash --posix
# does, so its child shell would survive it).  The expectation is dash's
# (dash -i prints no job numbers and no "exit": both are filtered out;
# SHELL_TESTED=dash dash NAME.sh runs it so).
sh=${SHELL_TESTED:-"$BASH --posix --norc --noediting"}
mask() {
	sed -E -e '/^\[[0-9]+\] [0-9]+$/d' -e '/^exit$/d' -e '/^$/d' \
		-e '/no job control in this shell|cannot set terminal process group|tcsetattr: |access tty/d'
}
for sig in HUP USR2; do
	for t in "trap 'echo T-$sig' $sig" "trap - $sig"; do
		echo "== $sig: $t"
		cat >inner.sh <<E
( $t; sh -c 'kill -$sig \$PPID'; echo after-sub )
echo "sub \$?"
{ $t; sh -c 'kill -$sig \$PPID'; echo after-bg; } &
wait \$!
echo "bg \$?"
( $t; kill -$sig \$(exec sh -c 'echo \$PPID'); echo after-self )
echo "self \$?"
E
		PS1= PS2= QUIRL_VSUBSHELL=off sh -c "trap '' $sig; exec \$1 -i" sh "$sh" <inner.sh 2>&1 | mask
	done
done
rm -f inner.sh
echo "== QUIT"
$sh -c "sh -c 'kill -QUIT \$PPID'; echo after-child"
echo "child $?"
$sh -c "trap 'echo T-QUIT' QUIT; trap - QUIT; sh -c 'kill -QUIT \$PPID'; echo after-child"
echo "child $?"

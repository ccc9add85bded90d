# An interactive shell catches SIGINT even when it was ignored on entry
# (POSIX lets it); its subshells are not interactive, so there the signal
# is ignored again and a trap on it is refused, as in bash.  The shell's
# prompts go to stderr, which is dropped.
cat > inner.sh <<'E'
( trap 'echo T' INT; sh -c 'kill -INT $PPID'; echo after-sub )
echo "sub $?"
( sh -c 'kill -INT $PPID'; echo after-sub2 )
echo "sub2 $?"
E
QUIRL_VSUBSHELL=off sh -c 'trap "" INT; exec "$1" --norc -i' sh "$BASH" < inner.sh 2>/dev/null
rm -f inner.sh

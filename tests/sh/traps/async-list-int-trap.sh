# An asynchronous list without job control ignores SIGINT and SIGQUIT
# (POSIX 2.11), but it is no new shell: unlike a signal ignored on entry,
# a trap may be set there, and trap - makes the signal ignored again.
# trap lists SIGINT as ignored, not SIGQUIT, as bash does (dash refuses
# the trap).
{ trap - INT; sh -c 'kill -INT $PPID'; echo "after trap -"; } &
wait
{ trap; echo listed; } &
wait
{ trap 'echo caught' INT; trap -p INT; sh -c 'kill -INT $PPID'; echo after; } &
wait
echo "end $?"

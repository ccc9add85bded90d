# A script that gets SIGINT without a trap dies of it, but not while a
# foreground job runs that does not die of it too: the job took the
# signal as its own (an editor, a script with a trap) and the shell goes
# on (bash's wait-and-cooperative-exit; dash dies at once).  A SIGINT
# that comes while the shell itself runs (a loop of builtins, read,
# wait, reading a command substitution's output) kills it at once.
# Each case is a subshell, which gets the signal; every wait is bounded.
# The subshells must be processes of their own, which a child signals
# through $PPID: QUIRL_VSUBSHELL=off (a virtual subshell is the
# shell's own process, docs/vsubshell.md).
cat > inner.sh <<'E'
sh -c 'kill -INT $PPID; exit 3'
echo "child went on: $?"
( sh -c 'kill -INT $PPID'; echo "subshell went on" )
echo "subshell: $?"
( trap 'echo exit trap' EXIT; sh -c 'kill -INT $PPID; kill -INT $$'; echo not reached )
echo "both died: $?"
( kill -INT $BASHPID; echo not reached )
echo "self: $?"
( me=$(exec sh -c 'echo $PPID'); (sleep 0.1; kill -INT $me) & while :; do :; done )
echo "loop: $?"
( x=$(sh -c 'kill -INT $PPID; echo out'); echo "cmdsub went on: $x" )
echo "cmdsub: $?"
(
  me=$(exec sh -c 'echo $PPID')
  exec 3< <(sleep 3)
  (sleep 0.1; kill -INT $me) &
  read -u 3 x
  echo "not reached: $?"
)
echo "read: $?"
(
  me=$(exec sh -c 'echo $PPID')
  (sleep 0.1; kill -INT $me) &
  sleep 1 &
  wait $!
  echo "not reached: $?"
)
echo "wait: $?"
E
QUIRL_VSUBSHELL=off "$BASH" inner.sh
rm -f inner.sh

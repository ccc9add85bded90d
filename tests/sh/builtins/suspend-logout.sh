# suspend without job control and logout outside a login shell refuse
# with bash's messages (tests/pty/jobs/suspend stops and continues one).
suspend
echo "suspend $?"
suspend --
echo "suspend -- $?"
suspend -x
echo "suspend -x $?"
logout
echo "logout $?"
logout 3
echo "logout 3 $?"
type -t suspend logout
set -m
suspend -x
echo "set -m, suspend -x $?"

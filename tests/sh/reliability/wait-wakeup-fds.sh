# The self-pipe that wakes `wait` on SIGCHLD lives above fd 9.  It used to
# sit at fds 3 and 4, so after `exec 4>file` every child's exit wrote a
# NUL byte into the script's file (and `wait` polled the wrong file).
sleep 0.1 &
wait
exec 3>f3 4>f4
sleep 0.1 &
wait $!
(sleep 0.1; exit 5) &
wait $!
echo "status $?"
exec 3>&- 4>&-
echo "f3 $(wc -c <f3) f4 $(wc -c <f4)"

# read -t is a limit on the whole read, not on each wait for input: a
# stream that never ends a line (here NUL bytes, which read drops) times
# out too, with bash's status 142 and what was read assigned.
read -t 0.2 x < /dev/zero
echo "status $? [$x]"
yes abc | tr -d '\n' | { read -t 0.2 y; echo "status $? ${#y}" | sed 's/ [1-9][0-9]*$/ some/'; }

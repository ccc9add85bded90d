# A signal raised inside its own trap action runs that action again at
# once, nested (bash and dash), not after the next command, and not lost
# when it is the script's last command (issue 29 item 10).
n=0
trap 'n=$((n+1)); echo "trap $n"; [ $n -lt 3 ] && kill -USR1 $$; echo "end $n"' USR1
kill -USR1 $$
echo next
# deep nesting: bash and dash overflow their stacks on endless nesting;
# Quirl nests 64 levels, then runs the rest one after another
m=0
trap 'm=$((m+1)); [ $m -lt 200 ] && kill -USR2 $$' USR2
kill -USR2 $$
echo "m=$m"
n=0
trap 'n=$((n+1)); echo "last $n"; [ $n -lt 2 ] && kill -USR1 $$' USR1
kill -USR1 $$

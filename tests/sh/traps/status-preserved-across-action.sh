# A trap action does not change $? of the interrupted code; inside the
# action $? is the status before it ran.
trap 'echo "in trap: $?"; false' USR1
f() { kill -USR1 $$; return 3; }
f
echo "after: $?"
(exit 4)
kill -USR1 $$
echo "after kill: $?"

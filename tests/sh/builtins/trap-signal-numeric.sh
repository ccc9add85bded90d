trap 'echo caught' 10 2>/dev/null || trap 'echo caught' USR1
kill -USR1 $$
echo after

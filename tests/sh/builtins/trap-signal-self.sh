trap 'echo caught USR1' USR1
kill -s USR1 $$
echo after

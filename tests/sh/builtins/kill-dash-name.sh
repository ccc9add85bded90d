trap 'echo got USR2' USR2
kill -USR2 $$
echo after

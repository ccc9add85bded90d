trap 'echo got HUP' HUP
kill -1 $$
echo after

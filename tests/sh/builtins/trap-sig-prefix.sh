trap 'echo caught' SIGUSR2
kill -s USR2 $$
echo after

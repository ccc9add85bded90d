trap 'echo got TERM' TERM
kill -s TERM $$
echo after

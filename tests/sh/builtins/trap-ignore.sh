trap '' USR1
kill -s USR1 $$
echo survived

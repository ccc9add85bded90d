(exit 1)
echo survived

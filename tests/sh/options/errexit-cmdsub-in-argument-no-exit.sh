set -e
echo "arg:$(false)"
echo survived

set -e
set +e
false
echo survived

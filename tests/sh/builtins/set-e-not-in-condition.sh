set -e
if false; then :; fi
false || echo or-branch
! false
while false; do :; done
echo survived

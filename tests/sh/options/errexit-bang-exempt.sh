set -e
! true
echo "after ! true"
! false
echo end

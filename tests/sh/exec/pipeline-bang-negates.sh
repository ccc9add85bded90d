! true
echo "$?"
! false
echo "$?"
! (exit 5)
echo "$?"
! false | true
echo "$?"
! true | false
echo "$?"

# shift reads its count as bash does: after "--", blanks around it
# allowed; a negative count is out of range and a non-number is refused
# (status 1); two operands abandon the command line
set -- a b c d
shift -- 1; echo "$# $1"
shift " 1 "; echo "$# $1"
shift +1; echo "$# $1"
shift -1; echo "status $? $#"
shift 1x; echo "status $? $#"
shift 9; echo "status $? $#"
shift 1 2; echo "not reached"
echo "status $? $#"

# exit with two operands does not exit but abandons the command line
# (status 1), as return's "too many arguments" does; in a function the
# line that called it goes too
exit 1 2; echo "not reached on this line"
echo "next line $?"
f() { exit 3 4; echo "not reached in f"; }
f; echo "not reached after f"
echo "end $?"

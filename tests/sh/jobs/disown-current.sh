# disown without an operand means the current job; with none, bash calls
# it "current" in its message (an explicit %+ is named as written)
disown
echo "status $?"
disown %+
echo "status $?"
sleep 0.2 &
disown
echo "status $?"
disown
echo "status $?"

# BASH_COMMAND in a trap's action is the command the trap interrupted or
# followed (bash 5.2): the last command run for EXIT (also after exit in
# a function, set -e, an unbound variable in a function, whose code is
# still there), the command a signal came in for a signal trap, with or
# without a DEBUG trap set.
"$BASH" -c 'trap '\''echo "E: $BASH_COMMAND"'\'' EXIT
echo a
true x'
"$BASH" -c 'trap '\''echo "E: $BASH_COMMAND"'\'' EXIT
f() { echo in; exit 3; }
f arg'
echo "st $?"
"$BASH" -c 'trap '\''echo "E: $BASH_COMMAND"'\'' EXIT
set -e
false; echo no'
echo "st $?"
"$BASH" -c 'set -u; trap '\''echo "E: $BASH_COMMAND"'\'' EXIT
f() { echo in-f; echo "$nosuchvar"; }
f' 2>/dev/null
echo "st $?"
"$BASH" -c 'trap '\''echo "I: $BASH_COMMAND"'\'' INT
kill -INT $$; echo after'
"$BASH" -c 'trap '\''echo "DBG $BASH_COMMAND"'\'' DEBUG
trap '\''echo "I: $BASH_COMMAND"'\'' USR1
kill -USR1 $$
echo after'

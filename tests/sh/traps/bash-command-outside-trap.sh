# BASH_COMMAND outside a trap is the command running now (its text as
# declare -f prints it); in a DEBUG action, the command the trap is about.
# Compiled code hands a command that reads it to the interpreter, which
# records the running command.
echo "$BASH_COMMAND"
x=$BASH_COMMAND; echo "$x"
f() { echo "in f: $BASH_COMMAND"; }
f a b
for i in 1 2; do echo "loop $i: $BASH_COMMAND"; done
g() { local n=0; while (( n < 3 )); do n=$((n+1)); y="$BASH_COMMAND"; done; echo "g: $y"; }
g
trap 'echo "trap: $BASH_COMMAND"' DEBUG
echo hi
trap - DEBUG
echo "after: $BASH_COMMAND"
[[ $BASH_COMMAND == *after* ]] || echo "cond: $BASH_COMMAND"

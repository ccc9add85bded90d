# Caught signals are reset to the default in external children: a child
# killed by the signal the shell traps dies of it.
trap 'echo shell caught' TERM
sh -c 'kill -TERM $$; echo not reached'
echo "child status $?"

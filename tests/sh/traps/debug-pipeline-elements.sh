# The DEBUG trap runs in the shell before each simple command of a
# pipeline, so an action counting commands counts them; a compound
# element runs in a subshell, which does not inherit DEBUG without -T
n=0
trap 'n=$((n+1))' DEBUG
echo a | cat | cat
trap - DEBUG
echo "n=$n"
n=0
trap 'n=$((n+1)); echo "debug: $BASH_COMMAND" >&2' DEBUG
echo b | { cat; } | (cat) | cat
trap - DEBUG
echo "n=$n"

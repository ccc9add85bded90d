# a process substitution's status stays known after it is collected, as a
# background job's does: wait PID again gives it again (bash)
: <(exit 5); p=$!
wait "$p"; echo "first: $?"
wait "$p"; echo "again: $?"
exec 3> >(cat >/dev/null); q=$!
exec 3>&-
wait "$q"; echo "writer: $?"
out=$(echo x 2> >(cat >&2)); echo "$out"
[[ $! == "$q" ]] && echo "\$! unchanged by the substitution's own"
wait $!; echo "after: $?"

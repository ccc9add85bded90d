# The exit status of a shell killed by a signal, and of exit in a trap.
q=$(readlink /proc/$$/exe)
"$q" -c 'kill -TERM $$; echo not reached'
echo "TERM: $?"
"$q" -c 'trap "exit 7" TERM; kill $$; echo not reached'
echo "trapped: $?"
"$q" -c 'trap "echo term" TERM; kill $$; echo continued'
echo "ignored action: $?"

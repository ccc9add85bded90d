# A signal ignored on entry to a non-interactive shell cannot be trapped
# or reset (POSIX 2.11); the child shell survives the signal.
q=$(readlink /proc/$$/exe)
trap '' USR1
"$q" -c 'trap "echo caught" USR1; trap - USR1; kill -USR1 $$; echo survived; trap'
echo "status $?"

# A signal ignored on entry to a non-interactive shell is not in its
# default state: `trap` and `trap -p` list it as ignored (POSIX XCU trap,
# bash), also after a vain attempt to trap or reset it, and in subshells.
q=$(readlink /proc/$$/exe)
trap '' USR1
"$q" -c '
trap
echo "status $?"
trap -p USR1
trap -p USR2
trap "echo caught" USR1 USR2
trap
trap - USR1 USR2
echo ---
(trap)
echo "$(trap -p USR1)"
'
echo "inner $?"
trap - USR1
trap
echo end

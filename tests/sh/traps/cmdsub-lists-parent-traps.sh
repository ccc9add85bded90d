# POSIX: "$(trap)" shows the parent's traps, so they can be saved and
# restored; once the subshell sets a trap it lists its own.
trap 'echo bye' EXIT
trap 'echo usr1' USR1
trap '' USR2
saved=$(trap)
echo "$saved"
echo ---
echo "$(trap 'echo own' HUP; trap)"
echo ---
trap - EXIT USR1 USR2
eval "$saved"
trap

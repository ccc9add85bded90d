# trap without operands lists actions in re-readable form, EXIT first and
# then by signal number; - resets.
trap 'echo hup' 1
trap 'echo it'"'"'s int' INT
trap '' TERM
trap 'echo bye' EXIT
trap
echo ---
trap - INT
trap - 1
trap
echo ---
trap - TERM EXIT
trap
echo end

# The shell's ends of a coprocess land where bash puts them: each of the
# four pipe ends goes to the highest free descriptor below 64 in turn, and
# the shell keeps the first and the last (63 and 60 for the first one).
coproc cat
pid=$COPROC_PID
echo "${COPROC[@]}"
exec {w}>&"${COPROC[1]}"
echo hello >&"$w"
exec {w}>&-
exec {COPROC[1]}>&-
read -r line <&"${COPROC[0]}"
echo "$line"
wait "$pid"
echo "after wait: ${COPROC[@]:-none}"

# a named one, with 63 taken by the script
exec 63>/dev/null
coproc UP { tr a-z A-Z; }
pid=$UP_PID
echo "${UP[@]}"
echo shout >&"${UP[1]}"
exec {UP[1]}>&-
read -r line <&"${UP[0]}"
echo "$line"
wait "$pid"
exec 63>&-

# a process substitution takes the top free one too
echo <(:) <(:)

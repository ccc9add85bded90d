# {NAME}> takes the lowest free descriptor from 10, as in bash: the shell
# reads the script from a descriptor at the top (bash's 255), so the
# script's first one is 10 (an inherited 10 is closed first).
exec 10>&-
exec {a}>/dev/null
echo "a=$a"
exec {b}>/dev/null {c}<&0
echo "b=$b c=$c"
exec {b}>&-
exec {d}>/dev/null
echo "d=$d"
{ echo "inside: $e"; } {e}>&1
echo "after: $e"
exec {a}>&- {c}<&- {d}>&- {e}>&-
echo ". file:"
echo 'exec {s}>/dev/null; echo "s=$s"; exec {s}>&-' > sourced
. ./sourced

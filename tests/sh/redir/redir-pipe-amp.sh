# a |& b is a 2>&1 | b, the 2>&1 after a's own redirections
{ echo out; echo err >&2; } |& sort
sh -c 'echo e1 >&2' |& tr a-z A-Z
f() { echo fo; echo fe >&2; }
f |& cat
# a's own 2>/dev/null comes first, so the 2>&1 goes to the pipe
{ echo gone >&2; } 2>/dev/null |& cat
echo x 2>&1 |& cat
echo a |& cat |& cat
g() { echo a |& cat; }
declare -f g

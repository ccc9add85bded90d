# BASH_COMMAND in an ERR trap after a failed subshell is the subshell as
# bash prints it; after a pipeline, its last simple command; with
# errtrace a simple command of a pipeline does not run ERR in its own
# process (the pipeline's failure does, in the shell)
trap 'echo "ERR $? [$BASH_COMMAND]"' ERR
echo x >/dev/null
(false)
(exit 2)
echo a | grep -q b
x=1 false
(false) | true
set -o pipefail
false | true
true | (exit 3) | true
echo "${PIPESTATUS[*]}"
set +o pipefail
set -E
false | true
true | false
{ false; echo in group; } | cat
f() { false; }
f | cat

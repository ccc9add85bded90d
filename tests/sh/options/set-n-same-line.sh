# set -n stops the rest of its own line too (issue 29), in bash and dash
echo before
set -n; echo not-run
echo not-run-either

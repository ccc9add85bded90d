# exec replaces the shell, so no EXIT trap runs (bash and dash); when the
# program cannot be run, the shell exits with 127 without running it
# either (bash; dash runs it).  Quirl's message names the word as
# written, as for any command; bash names the absolute path here.
trap 'echo trap' EXIT
(exec echo replaced; echo not reached)
(trap 'echo subshell trap' EXIT; exec echo replaced again)
exec ./nope
echo not reached

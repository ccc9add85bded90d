# promptvars off: prompts get their escapes only, no expansion
x=1
p='$x $(echo cmd) \u-ok'
u=$(id -un)
r=${p@P}; echo "${r/$u/USER}"
shopt -u promptvars
r=${p@P}; echo "${r/$u/USER}"
PS4='$x+ '
set -x
: traced
shopt -s promptvars
: traced-again

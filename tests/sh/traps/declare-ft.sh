# declare -ft gives a function the trace attribute: it sees the DEBUG and
# RETURN traps as under set -T (and DEBUG runs once more at its start);
# declare -f +t takes it away, declare +ft means a variable.  With
# extdebug, declare -F NAME prints its line and file.
f() { echo "in f"; g; }
g() { echo "in g"; }
trap 'echo "D:$BASH_COMMAND"' DEBUG
declare -ft f
declare -F
f
trap 'echo "R:${FUNCNAME[0]}"' RETURN
f
trap - DEBUG RETURN
declare -pf g
declare +ft f
declare -F
declare -p f
typeset -ft g nosuch; echo "st=$?"
declare -F -p
declare -f g
declare -pf g
declare -f -x g; declare -F
declare -f +t g; declare -F
g() { echo "new g"; }
declare -F
declare -F g
shopt -s extdebug
declare -F g
declare -F g f nosuch; echo "st=$?"
shopt -qo errtrace && shopt -qo functrace && echo "E and T on"
shopt -u extdebug
shopt -qo errtrace || shopt -qo functrace || echo "E and T off"

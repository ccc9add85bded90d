# FUNCNEST: a call past the limit abandons the command line, calls and
# all, with status 1 (bash 5.2); the script goes on
f() { echo "f$1"; f $(($1 + 1)); echo "back $1"; }
FUNCNEST=3
(f 1; echo "same line"); echo "subshell $?"
x=$(f 1; echo "same line"); echo "cmdsub $? <$x>"
(if f 1; then echo then; fi; echo "not reached"); echo "if $?"
(f 1 2>&1 | cat; echo "pipeline $?"); echo "after pipeline $?"
(for i in 1 2; do f 1; done; echo "not reached"); echo "loop $?"
(eval 'f 1; echo in eval'; echo "not reached"); echo "eval $?"
(FUNCNEST=1; f 1); echo "one $?"
(FUNCNEST=0; g() { [ "$1" -lt 50 ] && g $(($1 + 1)); echo -n; }; g 1; echo "no limit $?")
(FUNCNEST=x; g() { [ "$1" -lt 50 ] && g $(($1 + 1)); echo -n; }; g 1; echo "not a number $?")
# set -e does not end the script
set -e
f 1; echo "same line"
echo "status $?"

# The call stack of a -c string and of standard input (bash 5.2): no
# "main" frame, BASH_LINENO holds the lines of the calls, and functions
# defined there come from "environment" (-c) or "main" (stdin), which
# their error messages name.
s='f(){ echo "${FUNCNAME[*]}|${BASH_LINENO[*]}|${BASH_SOURCE[*]}|${#BASH_SOURCE[@]}"; caller; caller 0; echo "c0 $?"; }; f
g(){ f; }; g
echo "top ${FUNCNAME[*]}|${BASH_LINENO[*]}|${BASH_SOURCE[*]}|${#BASH_SOURCE[@]}"; caller; echo "c $?"
h(){ nosuch; }; h'
"$BASH" -c "$s" 2>&1 | sed 's/^quirl: //'
echo ---
printf '%s\n' "$s" | "$BASH" 2>&1 | sed 's/^quirl: //'
echo ---
printf '%s\n' "$s" > src.sh
"$BASH" -c '. ./src.sh' 2>&1 | sed 's/^quirl: //'

# export -f: a function goes to children as BASH_FUNC_NAME%%=() {...},
# which bash imports; export -nf takes it back; a redefinition stays
# exported; export -f without names lists the exported functions
f() { echo "in f $1"; local x=1; }; g() { echo g; }
export -f f; bash -c 'f child'; env | grep -c '^BASH_FUNC_f%%=() {'
f() { echo redefined; }; bash -c f
export -nf f; env | grep -c BASH_FUNC; echo "s=$?"
export -f f g; declare -F
export -f
bash -c 'f; g; declare -F'
export -fn nosuch; echo "s=$?"
export -f g nosuch f; echo "s=$?"

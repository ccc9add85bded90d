true | false | true; echo ${PIPESTATUS[@]}
false; echo ${PIPESTATUS[@]} ${#PIPESTATUS[@]}
(exit 3); echo ${PIPESTATUS[@]}
{ (exit 4); }; echo ${PIPESTATUS[@]}
if (exit 5); then :; fi; echo ${PIPESTATUS[@]}
if (exit 5); then :; else (exit 6); fi; echo ${PIPESTATUS[@]}
(( 0 )); echo ${PIPESTATUS[@]}
[[ a == b ]]; echo ${PIPESTATUS[@]}
! true | false; echo ${PIPESTATUS[@]} $?
! (exit 7); echo ${PIPESTATUS[@]} $?
x=1; echo ${PIPESTATUS[@]}
false; x=$(exit 9); echo ${PIPESTATUS[@]}
(exit 2) | (exit 3) && (exit 4); echo ${PIPESTATUS[@]}
(exit 2) | (exit 3) || (exit 4); echo ${PIPESTATUS[@]}
while (exit 3); do :; done; echo ${PIPESTATUS[@]}
for i in 1; do (exit 8); done; echo ${PIPESTATUS[@]}
f() { return 5; }; f; echo ${PIPESTATUS[@]}
f | true; echo ${PIPESTATUS[@]}
case a in a) (exit 4);; esac; echo "${PIPESTATUS[@]}"
{ (exit 1) | (exit 2); } | (exit 3); echo ${PIPESTATUS[@]}
echo "${PIPESTATUS[@]}" ; echo "${PIPESTATUS[@]}"
PIPESTATUS=(9 9); echo ${PIPESTATUS[@]}
declare -p PIPESTATUS
false | true; declare -p PIPESTATUS
i=0; while [ $i -lt 3 ]; do true | false; i=$((i+1)); done; echo ${PIPESTATUS[@]}
i=0; while (( i < 3 )); do (( i++ )); (exit $i) | true; s=("${PIPESTATUS[@]}"); done; echo ${s[@]}
nosuch 2>/dev/null; echo ${PIPESTATUS[@]}
false | nosuch 2>/dev/null; echo ${PIPESTATUS[@]}
# in compiled loops and functions
i=0; while (( i < 3 )); do (( i++ )); (exit $i) | true; s=("${PIPESTATUS[@]}"); done; echo ${s[@]}
i=0; while [ $i -lt 3 ]; do i=$((i+1)); done; echo ${PIPESTATUS[@]}
for i in 1 2 3; do x=$i; done; echo ${PIPESTATUS[@]}
for i in 1 2 3; do false; done; echo ${PIPESTATUS[@]}
for i in 1 2 3; do (( i > 5 )); done; echo ${PIPESTATUS[@]}
for i in 1 2 3; do [[ $i -gt 5 ]]; done; echo ${PIPESTATUS[@]}
r() { return $1; }
for i in 1 2 3; do r $i; done; echo ${PIPESTATUS[@]}
for i in 1 2 3; do echo $i >/dev/null | r 4 | r $i; done; echo ${PIPESTATUS[@]}
for i in 1 2 3; do ! r $i; done; echo ${PIPESTATUS[@]} $?
set -o pipefail; false | true; echo ${PIPESTATUS[@]} $?

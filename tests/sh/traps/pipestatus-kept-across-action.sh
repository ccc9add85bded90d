# A trap action's own commands leave PIPESTATUS as it was (bash)
trap 'echo "ERR ${PIPESTATUS[*]}"' ERR
set -o pipefail
true | (exit 3) | true
echo "${PIPESTATUS[*]}"
f() { :; }
trap 'echo "RETURN ${PIPESTATUS[*]}"' RETURN
set -T
true | false | f
echo "${PIPESTATUS[*]}"
n=0
trap 'n=$((n + 1))' DEBUG
true | false | true
echo "${PIPESTATUS[*]} n=$n"

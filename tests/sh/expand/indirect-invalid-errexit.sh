# Under set -e an invalid ${!x} ends the script, as bash's other failed
# expansions do (the line is abandoned without set -e: indirect-invalid)
set -e
f() { echo "${!nosuch}"; }
f || echo "not reached"
echo "not reached"

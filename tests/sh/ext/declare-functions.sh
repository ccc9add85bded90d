g() { echo g; }
f() { echo f; }
declare -F
declare -f g
declare -f nosuch
echo $?

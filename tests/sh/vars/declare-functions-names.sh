# declare -F lists "declare -f NAME" lines, or just the names asked for
f() { :; }
g() { :; }
declare -F | grep -E ' [fg]$'
declare -F f g
declare -F nosuch
echo "status $?"
declare -f f

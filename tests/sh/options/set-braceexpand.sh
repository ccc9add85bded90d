# set -B (braceexpand) is on by default; set +B turns brace expansion off
echo {a,b} "$-"
set +B
echo {a,b} "$-"
set -o | grep brace
echo "$SHELLOPTS"
set -o braceexpand
echo {a,b} "$-"
set +o | head -3

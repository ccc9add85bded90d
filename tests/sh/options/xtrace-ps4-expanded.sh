n=5
PS4='[$n] '
set -x
echo a
{ n=6; } 2>/dev/null
echo b

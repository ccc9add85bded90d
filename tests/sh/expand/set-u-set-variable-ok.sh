set -u
x=1
e=
echo "[$x] [$e]"

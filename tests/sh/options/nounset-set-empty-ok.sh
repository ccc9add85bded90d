set -u
e=
echo "[$e]"

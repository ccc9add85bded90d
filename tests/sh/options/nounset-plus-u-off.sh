set -u
set +u
echo "[$nope]"

PS4='>> '
set -x
echo a

set -x
echo hello world

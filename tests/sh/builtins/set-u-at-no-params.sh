set -u
set --
echo "[$@]"
echo ok

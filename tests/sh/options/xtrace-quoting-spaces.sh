set -x
echo 'a b' ''

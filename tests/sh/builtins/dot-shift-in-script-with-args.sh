echo 'shift; echo "inside: $*"' > inc.sh
set -- keep me
. ./inc.sh x y z
echo "after: $*"

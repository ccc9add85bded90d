echo 'echo "inside: $*"' > inc.sh
set -- p q
. ./inc.sh

echo 'echo "args: $# $1 $2"' > inc.sh
set -- orig
. ./inc.sh one two
echo "after: $# $1"

echo 'exit 6' > inc.sh
. ./inc.sh
echo notreached

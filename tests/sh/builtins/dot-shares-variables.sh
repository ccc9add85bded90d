x=outer
echo 'echo "in: $x"; x=changed' > inc.sh
. ./inc.sh
echo "out: $x"

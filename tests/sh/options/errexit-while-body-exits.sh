set -e
while true; do false; echo no; done
echo notreached

set -e
(false; echo "in subshell notreached")
echo notreached

set -o nosuchoption 2>/dev/null
echo notreached

set -u
( echo $(($nope + 1)) ) 2>/dev/null
echo "status=$?"

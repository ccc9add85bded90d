set -u
( echo "$nope" ) 2>/dev/null
echo "status=$?"

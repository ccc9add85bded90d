set -u
set -- a
echo "$1"
( echo "$2" ) 2>/dev/null || echo "status=$?"

PATH=/nonexistent
command -p cat < /dev/null
echo "status $?"

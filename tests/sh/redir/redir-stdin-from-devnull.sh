cat < /dev/null
echo "status=$?"

cat < nosuchfile
echo "status=$?"

cat 2>/dev/null < nosuchfile
echo "status=$?"
echo continued

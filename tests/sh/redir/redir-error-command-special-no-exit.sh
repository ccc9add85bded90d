command : 2>/dev/null < missing
echo "status=$?"

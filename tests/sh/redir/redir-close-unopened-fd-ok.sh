echo fine 7>&-
echo "status=$?"

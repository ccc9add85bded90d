(exit 7) &
wait $!
echo "status=$?"

false &
echo "status=$?"
wait

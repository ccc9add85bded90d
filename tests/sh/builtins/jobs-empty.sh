jobs
echo "status $?"

set -C
echo x > /dev/null
echo "status=$?"

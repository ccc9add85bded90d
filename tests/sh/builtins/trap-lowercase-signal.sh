trap 'echo caught' usr1 2>/dev/null
echo "status $?"

echo x 2>/dev/null >&9
echo "status=$?"

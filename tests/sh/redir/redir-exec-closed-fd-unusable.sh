exec 3>f
exec 3>&-
echo x 2>/dev/null >&3
echo "status=$?"

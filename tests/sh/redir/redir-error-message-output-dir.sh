echo x > nodir/f
echo "status=$?"

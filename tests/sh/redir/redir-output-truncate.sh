echo longer-content > f
echo x > f
cat f

exec 4> f
echo x >&4
exec 4>&-
echo y >&4
echo "status $?"
cat f

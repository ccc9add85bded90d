(echo a > fa) &
(echo b > fb) &
wait
echo "status $?"
cat fa fb

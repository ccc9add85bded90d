HOME=/home/tester
echo a~ x/~ ~~x

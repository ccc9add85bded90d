HOME=/home/tester
x=a=~
echo "$x"

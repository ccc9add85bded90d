HOME=/home/tester
x=~
y=~/a
echo "$x $y"

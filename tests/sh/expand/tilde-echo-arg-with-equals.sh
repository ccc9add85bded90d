HOME=/home/tester
echo a=~ b=~/x

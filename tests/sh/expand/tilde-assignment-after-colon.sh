HOME=/home/tester
p=~/bin:~/sbin:/usr/~
echo "$p"

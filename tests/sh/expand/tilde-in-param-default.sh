HOME=/home/tester
unset u
echo ${u:-~}
echo ${u:-~/x}

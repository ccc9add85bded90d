x=b
case $x in
a) echo A;;
b) echo B;;
c) echo C;;
esac

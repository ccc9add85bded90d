set -o posix; x=old
x=new :
echo "x=$x"

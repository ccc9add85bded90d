set -o posix; x=1 :
echo "x=$x"

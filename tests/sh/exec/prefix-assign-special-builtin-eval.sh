set -o posix; x=old
x=new eval 'echo "in eval: $x"'
echo "after: $x"

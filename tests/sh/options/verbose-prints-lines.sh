set -v
echo one
x=2 # comment

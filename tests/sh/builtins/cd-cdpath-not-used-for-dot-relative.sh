mkdir -p base/target target
CDPATH=$PWD/base
out=$(cd ./target)
echo "[$out]"

set -e
for i in 1 2; do
  [ $i = 2 ] && echo "skip"
done
echo "end"

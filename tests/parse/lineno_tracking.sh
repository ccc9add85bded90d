echo 1
echo "2
3"
echo 4 \
5
echo 6

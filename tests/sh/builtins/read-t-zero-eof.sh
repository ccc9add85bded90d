read -t 0 x < /dev/null
echo "done"

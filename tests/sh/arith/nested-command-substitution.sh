echo $(( $(echo 3) + 4 ))
echo $(( $(echo 2) * $(echo 5) ))

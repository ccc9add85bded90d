echo $(echo hello)
echo "$(echo hello)"

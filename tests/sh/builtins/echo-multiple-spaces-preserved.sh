echo "a    b"
echo a    b

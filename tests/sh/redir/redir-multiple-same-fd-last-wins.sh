echo x > a > b
echo "a:[$(cat a)] b:[$(cat b)]"

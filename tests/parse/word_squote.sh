echo 'a $b \ " x'

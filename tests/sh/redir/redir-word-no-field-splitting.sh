f="my file"
echo spaced > $f
cat "my file"

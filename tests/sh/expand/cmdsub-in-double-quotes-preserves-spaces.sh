echo "$(printf 'a   b')"
echo $(printf 'a   b')

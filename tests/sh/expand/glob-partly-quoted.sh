mkdir g && cd g || exit 1
: > 'a*b'
: > axb
: > ab
echo a"*"b
echo a'*'*
echo "a"*

mkdir g && cd g || exit 1
: > a
: > b
: > c
echo [!a]
echo [!a-b]

mkdir g && cd g || exit 1
: > a
: > b
: > c
: > d
echo [ac]
echo [b-d]

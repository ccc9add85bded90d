mkdir g && cd g || exit 1
: > a1
: > a22
: > b3
echo a?
echo ??
echo ???

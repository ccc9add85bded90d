mkdir g && cd g || exit 1
: > b1
: > a1
: > b2
: > a2
echo b* a*

mkdir g && cd g || exit 1
: > cc
: > aa
: > bb
echo *

mkdir g && cd g || exit 1
: > .hidden
: > visible
echo *
echo ?isible
echo .h*

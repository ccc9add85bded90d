mkdir g && cd g || exit 1
: > '*'
: > a
echo [*]
echo [\*]

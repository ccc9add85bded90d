mkdir g && cd g || exit 1
: > '[a'
: > a
echo [a
echo [

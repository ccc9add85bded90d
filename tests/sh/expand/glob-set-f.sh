mkdir g && cd g || exit 1
: > x
set -f
echo *
echo [x]
set +f
echo *

mkdir g && cd g || exit 1
: > b
: > B
: > a
: > A
: > _
: > 1
echo *

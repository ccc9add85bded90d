mkdir g && cd g || exit 1
mkdir d1 d2
: > d1/f
: > d2/g
: > top
echo */*
echo d?/f
echo *

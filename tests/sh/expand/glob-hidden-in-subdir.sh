mkdir g && cd g || exit 1
mkdir d
: > d/.h
: > d/v
echo d/*
echo d/.*h

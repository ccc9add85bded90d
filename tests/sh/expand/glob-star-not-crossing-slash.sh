mkdir g && cd g || exit 1
mkdir -p a/b
: > a/b/c
echo a*c
echo a/*
echo a/*/c

mkdir g && cd g || exit 1
: > .x
: > y
echo [!a]x
echo ?x
echo *x
echo .[x]

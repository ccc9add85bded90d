mkdir g && cd g || exit 1
: > one.c
: > two.c
p='*.c'
echo $p
echo "$p"

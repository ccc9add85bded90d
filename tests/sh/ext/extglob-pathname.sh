# extglob groups in pathname expansion
shopt -s extglob
touch a.c b.h c.txt .hid.c d.cc
echo *.@(c|h)
echo !(*.c|*.cc)
echo +([a-c]).?(c)
echo @(nomatch|none)
shopt -s nullglob
echo "nullglob: [" @(nomatch) "]"

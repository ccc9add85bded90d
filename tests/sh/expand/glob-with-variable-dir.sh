mkdir g && cd g || exit 1
mkdir sub
: > sub/f1
: > sub/f2
d=sub
echo $d/*
echo "$d"/*

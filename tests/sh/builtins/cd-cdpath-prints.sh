mkdir -p base/target
CDPATH=$PWD/base
cd target | sed 's,.*/base/,base/,'
cd target > /dev/null
echo "${PWD##*/}"

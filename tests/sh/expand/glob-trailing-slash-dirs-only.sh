mkdir g && cd g || exit 1
mkdir dir1 dir2
: > file
echo */

# Running a directory says "Is a directory" (status 126), as bash does
# (the kernel says EACCES; the shell names the directory as such).
mkdir d
./d
echo "status $?"

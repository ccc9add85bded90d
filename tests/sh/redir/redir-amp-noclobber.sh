# &> honours noclobber like >, and >| is not implied; &>> appends
set -C
echo old > f
echo new &>f; echo "status $?"
cat f
echo app &>>f
cat f

mkdir g && cd g || exit 1
: > a.txt
: > b.txt
: > c.log
echo *.txt
echo *.log

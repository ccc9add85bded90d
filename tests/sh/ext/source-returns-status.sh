printf 'return 3\n' > r.sh
source ./r.sh
echo $?

printf 'echo a\nreturn 3\necho b\n' > inc.sh
. ./inc.sh
echo "status $?"

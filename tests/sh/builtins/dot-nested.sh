echo '. ./b.sh; echo a-done' > a.sh
echo 'echo in-b' > b.sh
. ./a.sh

echo a | { read 'a-b'; echo "status $?"; }

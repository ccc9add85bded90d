trap 'echo bye' 0
echo hi

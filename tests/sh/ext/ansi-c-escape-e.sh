x=$'\e'
echo ${#x}

echo $0
echo "${0##*/}"

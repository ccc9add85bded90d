set -- a b
IFS=/
echo "${*}"

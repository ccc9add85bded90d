pa=1 pb=2
echo "${!p*}"

set -- a b c
unset IFS
echo "[$*]"

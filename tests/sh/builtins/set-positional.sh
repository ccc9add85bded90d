set -- a 'b c' d
echo "$#"
printf '[%s]\n' "$@"

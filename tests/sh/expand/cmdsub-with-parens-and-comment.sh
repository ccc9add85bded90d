x=$(echo '(' ")" # a comment )
)
echo "$x"

printf '%b%s\n' 'ab\cde' more
echo next

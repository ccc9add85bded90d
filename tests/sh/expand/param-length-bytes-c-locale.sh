x='h'$(printf '\303\251')'llo'
echo ${#x}

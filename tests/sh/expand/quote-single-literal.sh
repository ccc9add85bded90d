x=val
printf '%s\n' '$x `echo no` \n "q"'

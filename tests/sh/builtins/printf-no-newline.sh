printf abc
printf '\n'

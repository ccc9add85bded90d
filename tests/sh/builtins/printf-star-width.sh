printf '[%*s]\n' 6 ab
printf '[%-*s]\n' 6 ab

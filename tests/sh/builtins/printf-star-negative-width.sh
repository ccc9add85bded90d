printf '[%*s]\n' -6 ab

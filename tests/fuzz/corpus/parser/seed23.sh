x=~/bin:~/lib

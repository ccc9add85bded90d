PATH=~/bin:~u/bin:/usr/~x cmd

umask 077
umask g+r
umask
umask u-w
umask

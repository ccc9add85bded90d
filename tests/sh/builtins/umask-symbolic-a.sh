umask 000
umask a-w
umask
umask a=r
umask

umask 000
umask =rx
umask
umask +w
umask

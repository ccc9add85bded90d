umask 0013
saved=$(umask)
umask 0
umask $saved
umask

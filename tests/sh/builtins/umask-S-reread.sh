umask 026
saved=$(umask -S)
umask 0
umask "$saved"
umask

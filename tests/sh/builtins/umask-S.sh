umask 022
umask -S
umask 0
umask -S
umask 777
umask -S

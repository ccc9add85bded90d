umask 022
( umask 077 )
umask

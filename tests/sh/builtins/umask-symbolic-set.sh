umask 077
umask u=rwx,g=rx,o=
umask

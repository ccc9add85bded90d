# umask's symbolic modes follow bash's grammar: one operator per clause
# and only r, w and x; the error names the offending character (a NUL
# byte when the mode ends too soon, as bash prints it).  An octal mode may
# have four digits, the special bits dropped.
umask 022
umask u=rwq; echo "status $?"
umask z=r; echo "status $?"
umask u%r; echo "status $?"
umask u=r+w; echo "status $?"
umask go=u; echo "status $?"
umask o+X; echo "status $?"
umask u; echo "status $?"
umask 'u=rwx,'; echo "status $?"
umask; umask ugoa+rwx,go-w; umask
umask 7777; umask; umask 1022; umask
umask 17777; echo "status $?"; umask

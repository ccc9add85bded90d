# umask -p prints the mask as a command to set it again, -pS symbolically;
# operands after the mode are ignored, as bash does
umask 022
umask -p
umask -pS
umask -S -p
umask -p 077; umask
umask -S 027
umask 002 777; echo "status $?"; umask
umask -x; echo "status $?"

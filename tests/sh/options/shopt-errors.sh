# names are handled in order: an unknown one is reported, the rest act
shopt -s nosuch autocd
echo "status $?"
shopt nosuch autocd dotglob
echo "status $?"
shopt -q dotglob checkwinsize; echo "q $?"
shopt -q checkwinsize; echo "q $?"
shopt -q; echo "q-none $?"
shopt -pq autocd; echo "pq $?"
shopt -s -u dotglob; echo "su $?"
shopt -su; echo "su $?"
shopt -x; echo "x $?"
shopt -o -p errexit nosuch; echo "o $?"
shopt -s -o posix; echo "$SHELLOPTS"; shopt -o -u posix
shopt -o -q noglob; echo "oq $?"
BASHOPTS=x; echo "assign $?"

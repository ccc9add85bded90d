set -o posix; x=(1 2)
# In posix mode too an error in a subscript abandons the command line
# rather than exiting the shell (bash 5.2 --posix).
echo $(( x[1/0] )); echo "not reached"
echo "st=$?"
echo ${x[1+]}; echo "not reached"
echo "st=$?"
x[1/0]=v; echo "not reached"
echo "st=$?"
(( x[1/0] )); echo "not reached"
echo "st=$?"
unset 'x[1/0]'; echo "not reached"
echo "st=$?"
echo end

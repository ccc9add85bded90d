# Builtins that take an element name evaluate its subscript; an arithmetic
# error there abandons the command line (bash 5.2).
x=(1 2)
unset 'x[1/0]'; echo "not reached $?"
echo "st=$?"
[[ -v x[1/0] ]]; echo "not reached $?"
echo "st=$?"
[[ x[1+] -eq 1 ]]; echo "not reached $?"
echo "st=$?"
read 'x[1/0]' <<< v; echo "not reached $?"
echo "st=$?"
printf -v 'x[1/0]' %s v; echo "not reached $?"
echo "st=$?"
declare -p x

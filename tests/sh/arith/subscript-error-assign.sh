# An arithmetic error in the subscript of an assignment abandons the
# command line (bash 5.2); the array keeps its elements.
x=(1 2)
x[1/0]=v; echo "not reached $?"
echo "st=$?"
x[1+]+=v; echo "not reached $?"
echo "st=$?"
declare x[1/0]=v; echo "not reached $?"
echo "st=$?"
local_fn() { local x[1/0]=v; echo "not reached $?"; }
local_fn; echo "not reached $?"
echo "st=$?"
x=([1/0]=v); echo "not reached $?"
echo "st=$?"
declare -a x=([1+]=v); echo "not reached $?"
echo "st=$?"
y=1 x[1/0]=v z=2; echo "not reached $?"
echo "st=$? y=$y z=${z-unset}"
declare -p x

# attribute errors of declare (bash's messages), statuses
a=(1 2)
declare -A m=([k]=v)
declare +a a
echo "status $?"
declare +A m
echo "status $?"
declare -aA both
echo "status $?"
declare -A a
echo "status $?"
declare -a m
echo "status $?"
declare -a 'arr[]=x'
echo "status $?"
declare -p a m
declare -lu w=MiXed
declare -p w
declare -ul w2=MiXed
declare -p w2
declare -i n=abc
declare -p n
declare -i n2='3 + 4 * 2'
declare -p n2
declare -a x='(a b)'
declare -p x
k='my key'
declare -A mm
declare "mm[$k]=v"
declare -p mm

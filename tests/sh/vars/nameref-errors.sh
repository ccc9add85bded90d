# errors: invalid targets, self reference, arrays, circular references
declare -n p=1
echo "status $?"
declare -n s=@
echo "status $?"
declare -n q='a b'
echo "status $?"
declare -n self=self
echo "status $?"
a=(1 2)
declare -n a
echo "status $?"
declare -p a
n=12
declare -n n
echo "status $?"
declare -p n
declare -n v=w w=v
echo "[$v]"
(v=3)
echo "status $?"
declare -n e
(e=1x)
echo "status $?"
declare -p e
e=target
declare -p e

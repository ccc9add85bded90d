# An arithmetic error in the subscript of an expansion abandons the command
# line, and the script goes on with $? = 1 (bash 5.2).
x=(y z) y=Y z=Z
echo ${x[1/0]}; echo "not reached $?"
echo "st=$?"
echo "${x[1+]}"; echo "not reached $?"
echo "st=$?"
echo ${x[1/0]:-default}; echo "not reached $?"
echo "st=$?"
echo ${#x[1/0]}; echo "not reached $?"
echo "st=$?"
echo ${!x[1/0]}; echo "not reached $?"
echo "st=$?"
declare -n r='x[2/0]'
echo "$r"; echo "not reached $?"
echo "st=$?"
v=${x[0/0]}; echo "not reached $?"
echo "st=$?"
# a subscript that evaluates is fine
echo ${x[1]} ${!x[1]} ${!x[0]} ${#x[0]}

# an expansion error exits with the same status whatever assignments
# stand before the command
y=1 echo ${x?unset}
echo not reached

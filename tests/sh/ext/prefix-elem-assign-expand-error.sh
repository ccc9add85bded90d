# as prefix-assign-expand-error, with an array element assignment
a[0]=1 echo ${x?unset}
echo not reached

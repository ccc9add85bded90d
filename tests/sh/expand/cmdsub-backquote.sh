echo `echo back`
echo "`echo 'in  dq'`"

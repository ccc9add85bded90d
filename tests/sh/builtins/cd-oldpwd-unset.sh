unset OLDPWD
cd -
echo "status $?"

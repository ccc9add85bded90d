unset HOME
cd
echo "status $?"

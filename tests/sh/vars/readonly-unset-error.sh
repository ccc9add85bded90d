readonly R=1
unset R
echo after

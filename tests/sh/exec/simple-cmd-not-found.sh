no_such_cmd_xyz
echo "status=$?"
no_such_cmd_xyz arg1 arg2
echo "status=$?"

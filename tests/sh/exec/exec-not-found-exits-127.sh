exec no_such_cmd_xyz
echo notreached

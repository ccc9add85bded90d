no_such_cmd_xyz 2>/dev/null
echo after

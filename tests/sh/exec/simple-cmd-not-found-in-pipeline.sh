no_such_cmd_xyz 2>/dev/null | cat
echo "status=$?"
echo hi | no_such_cmd_xyz 2>/dev/null
echo "status=$?"

exec nosuchcmd-xyz
echo notreached

eval 'if then'
echo notreached

eval 'exit 5'
echo notreached

set -o posix; export 'a-b=1'
echo notreached

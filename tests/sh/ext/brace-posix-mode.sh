echo {a,b}
set -o posix
echo {a,b} {1..2}
set +o posix
echo {1..2}

# quirl's set -o posix leaves {a,b} literal (dash does too); as sh it does
q=$(readlink /proc/$$/exe)
ln -s "$q" sh
./sh -c 'echo {a,b} {1..2}'
./sh +o posix -c 'echo {a,b} {1..2}'

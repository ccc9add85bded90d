# run through a link named sh, quirl (like bash) turns on set -o posix
q=$(readlink /proc/$$/exe)
ln -s "$q" sh
ln -s "$q" notsh
./sh -c 'set +o' | grep -x 'set [-+]o posix'
./sh +o posix -c 'set +o' | grep -x 'set [-+]o posix'
./notsh -c 'set +o' | grep -x 'set [-+]o posix'
mkdir bin
ln -s "$q" bin/sh
PATH=$PWD/bin:$PATH sh -c 'set +o' | grep -x 'set [-+]o posix'
echo 'set +o | grep -x "set [-+]o posix"' > s.sh
./sh s.sh

# sourcepath (on): `.` searches PATH first; off: the name as given
mkdir bin
echo 'echo from-path' > bin/lib.sh
echo 'echo from-cwd' > lib.sh
PATH=$PWD/bin:$PATH
. lib.sh
shopt -u sourcepath
. lib.sh
source lib.sh
rm lib.sh
. lib.sh
echo "status $?"
shopt -s sourcepath
. lib.sh

mkdir bin
echo 'echo found via path' > bin/incfile
PATH=$PWD/bin:$PATH
. incfile

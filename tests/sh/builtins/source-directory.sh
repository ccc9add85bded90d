# . and source of a directory: bash's "NAME: DIR: is a directory",
# status 1, and the script goes on
mkdir d
source d; echo "status $?"
. ./d/; echo "status $?"

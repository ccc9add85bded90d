# Sourcing a directory is an error (read fails with EISDIR), not an empty
# script that succeeds.
mkdir d
(. ./d)
echo "status $?"
command . ./d
echo "status $?"

# dirs takes one option per word as bash does (-lv is a bad number);
# a non-option word is an invalid option; a "--" is skipped, also as
# the last word of pushd and popd
cd /
dirs -l -v
dirs -lv; echo "status $?"
dirs x; echo "status $?"
dirs -- +0; echo "status $?"
pushd -n -- /tmp; echo "status $?"
popd -n --; echo "status $?"
dirs

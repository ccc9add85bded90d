# command -v/-V: status 0 when any name is found; a look-up does not add to
# the PATH hash (so -V says "is /path" until the command runs)
f() { echo hi; }
command -v f cd if ls nosuch; echo "st $?"
command -V f cd if ls set; echo "st $?"
command -V nosuch; echo "st $?"
command -v /bin/ls ./nosuch; echo "st $?"
command -V /bin/ls; echo "st $?"
command -V ls
ls > /dev/null; command -V ls

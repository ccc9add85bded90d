export FOO=bar
env | grep '^FOO='

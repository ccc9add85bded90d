FOO=val
export FOO
env | grep '^FOO='

FOO=bar env | grep '^FOO='
BAR=1
env | grep '^BAR=' || echo "BAR not exported"
export BAR
env | grep '^BAR='

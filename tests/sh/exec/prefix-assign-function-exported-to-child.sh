f() { env | grep '^x='; }
unset x
x=val f

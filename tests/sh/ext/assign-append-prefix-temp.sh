# NAME+=value before a command is a temporary: the command sees the
# joined value, the shell keeps the old one
x=a; x+=b sh -c 'echo child:$x'; echo parent:$x
x=1; f() { echo f:$x; }; x+=2 f; echo after:$x
declare -i n=1; n+=2 env | grep '^n='; echo n:$n
unset u; u+=z env | grep '^u='; echo "u:${u-unset}"

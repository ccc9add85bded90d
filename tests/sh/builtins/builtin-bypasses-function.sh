# bash's builtin: runs the builtin even when a function has its name.
echo() { builtin echo "function: $*"; }
echo a b
builtin echo direct
unset -f echo
cd() { builtin cd "$@" && echo "now in $PWD"; }
cd /
builtin
echo "no operand: $?"
builtin -- echo after dashes
builtin export X=1; echo "X=$X"
builtin readonly R=1
builtin readonly R=2
echo "readonly error is not fatal: $?"
builtin no_such_thing arg
echo "status $?"
builtin -q echo x
echo "status $?"
builtin exit 3
echo "not reached"

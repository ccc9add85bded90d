# N>&M- and N<&M- move descriptor M to N: a dup, then M closed for the
# command (for exec, for good); a command's own redirections are undone
# after it, M's too.  A bad M is named without the '-'.
exec 4>&1
echo moved 1>&4-
echo "fd 4 back: $?" >&4
echo "to stderr" 2>&4- >&2
echo "fd 4 back: $?" >&4
/bin/echo external 1>&4-
echo "fd 4 back: $?" >&4
{ echo "in group"; } 1>&4-
echo "fd 4 back: $?" >&4
f() { echo "in function"; cat /dev/null >&4; echo "4 closed: $?"; }
f 1>&4- 2>/dev/null
echo "fd 4 back: $?" >&4
exec 5>&4-
echo "to 5" >&5
echo "4 closed" >&4
echo "status $?"
exec 6<&0
cat <&6- <<<'from 6'
exec {v}>&5-
echo "to v" >&$v
echo x >&9- 2>/dev/null
echo "bad: $?"

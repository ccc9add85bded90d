# SHLVL: the environment's plus one, exported; $BASH runs this shell
SHLVL=5 "$BASH" -c 'echo $SHLVL; declare -p SHLVL; env | grep ^SHLVL='
SHLVL=abc "$BASH" -c 'echo $SHLVL'
SHLVL=-3 "$BASH" -c 'echo $SHLVL'
SHLVL=998 "$BASH" -c 'echo $SHLVL'
SHLVL=999 "$BASH" -c 'echo $SHLVL' 2>/dev/null
env -u SHLVL "$BASH" -c 'echo $SHLVL'
# a program that replaces the shell takes its level
SHLVL=5 "$BASH" -c 'exec "$BASH" -c "echo \$SHLVL"'
SHLVL=5 "$BASH" -c '("$BASH" -c "echo \$SHLVL")'
SHLVL=5 "$BASH" -c '"$BASH" -c "echo \$SHLVL" | cat'
# $_ in a program's environment is its path
/usr/bin/env | grep '^_='
env | grep '^_='

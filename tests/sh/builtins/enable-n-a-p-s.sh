# enable -n turns a builtin off (the command search goes on to PATH, in
# compiled loops too), enable NAME on again; -p -n -a -s list
enable -n echo
echo -e 'a\tb'
type echo
type -t echo
enable -n
enable -p | head -3
enable -s | head -3
enable -a | grep -e 'enable -n echo' -e 'enable cd$'
builtin echo hi
enable nosuch; echo "status $?"
enable echo
type echo
for i in 1 2 3; do echo "loop $i"; true; done
enable -n true
for i in 1 2; do true; echo "true $?"; done
enable true
enable -n test
[ -e . ] && echo "bracket still on"
enable -n set
set -- a 2> /dev/null; echo "status $?"
enable -ns | grep -v '^enable -n set$'
echo "status $?"
enable -x; echo "status $?"
# the usage line carries the "quirl: line N:" prefix (rt_builtin_usage); bash
# prints it bare

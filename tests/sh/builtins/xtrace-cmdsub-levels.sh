# set -x repeats the first character of PS4 once more per command
# substitution, eval, `.` or trap action a traced command runs in (bash);
# ( ) subshells and functions add no level.
set -x
x=$(echo one)
y=$(echo $(echo two) `echo three`)
z=$( (echo four) )
f() { echo five; }
w=$(f; eval 'echo six')
PS4='> '
v=$(echo seven)
PS4=''
u=$(echo eight)
PS4='+ '
set +x
echo "$x $y $z $w $v $u"

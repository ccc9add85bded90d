# A negative subscript before the first element is a bad subscript: a
# message and, depending on the context, status 1 or nothing (bash 5.2).
x=(1 2)
(( x[-5] )); echo "(( )): $?"
let 'x[-5]'; echo "let: $?"
echo "\$(( )): $(( x[-5] )) $?"
echo "\${x[-5]}: <${x[-5]}> $?"
echo "\${!x[-5]}: <${!x[-5]}> $?"
declare -n r='x[-5]'; echo "nameref: <$r> $?"
declare 'x[-5]=v'; echo "declare: $?"
unset 'x[-5]'; echo "unset: $?"
[[ -v x[-5] ]]; echo "-v: $?"
read 'x[-5]' <<< v; echo "read: $?"
printf -v 'x[-5]' %s v; echo "printf -v: $?"
# ${#x[-5]} names the subscript and abandons the line, as an assignment
echo "\${#x[-5]}: ${#x[-5]}"; echo "not reached"
echo "st=$?"
echo "${#x[ -3 ]}"; echo "not reached"
echo "st=$?"
x[-5]=v; echo "not reached"
echo "st=$?"
# but not for an unset name
echo "\${#u[-5]}: ${#u[-5]} $?"
echo "\${#x[-1]}: ${#x[-1]} ${#x[-2]}"
s=abc
echo "\${#s[-1]}: ${#s[-1]}"; echo "not reached"
echo "st=$?"
declare -p x

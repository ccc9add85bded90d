set -o posix; # under set -u an unset name in (( )) is an expansion error: the script
# exits (bash does too), unlike an arithmetic error, which only fails (( ))
(( 1 / 0 ))
echo "division: $?"
set -u
x=1
for ((i = 0; i < 3; i++)); do (( x += i )); done
echo "x=$x"
(( x + nope ))
echo "not reached"

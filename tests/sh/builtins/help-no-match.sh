help nosuchtopic
echo "status $?"
help 'zz*' other
echo "status $?"
help true nosuchtopic >/dev/null
echo "status $?"

# NAME() body with a quoted NAME or one with $ in it is bash's runtime
# error `'f'': not a valid identifier (status 1, set -e and the ERR trap
# act on it), not a syntax error; other words are names of functions
# outside posix mode (a-b, 1).
'f'() { echo quoted; }
echo "status $?"
f$x() { :; }
echo "status $?"
a-b() { echo "a-b ran"; }
a-b
1() { echo "1 ran"; }
1
"echo" plain word
trap 'echo ERR' ERR
set -e
"g"() { :; }
echo notreached

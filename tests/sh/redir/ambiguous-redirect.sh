# bash mode: a redirection word is split, globbed and brace-expanded like
# a command word and must give exactly one field; no file is created
x='a b'
cat > $x < /dev/null
echo "status $?"
ls
e=
echo hi > $e
echo "status $?"
echo hi >> $x
echo "status $?"
cat < $x
echo "status $?"
echo r >& $x
echo "status $?"
set --
echo r > "$@"
echo "status $?"
set -- p q
echo r > "$@"
echo "status $?"
echo a > {x,y}
echo "status $?"
touch f1
echo one > f*
cat f1
touch f2
echo two > f*
echo "status $?"
echo w > "$x"
cat "a b"
f() { echo in f; } > $x
f
echo "status $?"
ls

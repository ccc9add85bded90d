# LINENO inside an eval string counts from the eval command's line, which
# bash takes where the token after the command name ends: a string that
# spans lines puts it on the string's last line.  The same rule places a
# simple command whose first argument spans lines.  After the eval, an
# ERR trap for it sees the eval's line again.
echo "top $LINENO"
eval 'echo "e1 $LINENO"
echo "e2 $LINENO"'
eval "echo a $LINENO; echo b \$LINENO
echo c \$LINENO"
echo "$LINENO
$LINENO" | tr '\n' ' '; echo
echo $LINENO \
  $LINENO
f() {
	eval 'echo "f1 $LINENO"
echo "f2 $LINENO"'
	eval 'eval "echo nested \$LINENO
echo nested2 \$LINENO"'
}
f
for i in 1 2; do
	eval "echo loop$i \$LINENO
echo loop$i \$LINENO"
done
printf '%s\n' 'eval "echo src1 \$LINENO' 'echo src2 \$LINENO"' > src.sh
. ./src.sh
trap 'echo "ERR at $LINENO"' ERR
eval 'true
false
true'
eval '
false'
eval 'false'
set -E
g() {
	eval 'true
false'
}
g
eval \
 'echo "cont $LINENO"
echo "cont2 $LINENO"'
echo "end $LINENO"

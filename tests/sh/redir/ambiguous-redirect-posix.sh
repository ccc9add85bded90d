set -o posix; x='a b'
# posix mode: the word is one string, not split or globbed, as in dash
# and bash --posix (which also calls an empty one ambiguous; this shell
# and dash try to open "")
echo hi > $x
ls
touch f1
echo one > f*
ls
cat f1

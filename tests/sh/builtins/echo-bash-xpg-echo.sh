# bash mode: without -e no escapes, unless shopt -s xpg_echo (then -E
# turns them off again)
echo 'a\tb\c' x
shopt xpg_echo
shopt -s xpg_echo
echo 'a\tb' -n | od -c | sed -n 1p
echo -E 'a\tb'
echo -n 'z\n'
shopt -u xpg_echo
echo 'a\tb'
f() { echo "$1"; }
for i in 1 2; do f 'p\tq'; echo 'r\ts'; done

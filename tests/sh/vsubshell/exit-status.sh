# exit, return, break and continue inside a subshell end only it, with
# the status the forked subshell would have had.
f() { echo before; exit 3; echo after; }
x=$(f); echo "x=$x st=$?"
g() { r=$(return 4; echo no); echo "g: $? [$r]"; }
g
for i in 1 2; do b=$(echo a; break; echo b); echo "i=$i b=$b st=$?"; done
for i in 1 2; do c=$(continue; echo c); echo "i=$i c=[$c]"; done
( exit 300 ); echo "300 -> $?"
y=$(exit -1); echo "-1 -> $?"
h() { local v=$(exit 9); echo "local: $?"; v=$(exit 9); echo "plain: $?"; }
h
k=$(x=1 f); echo "k=$k st=$? x=$x"
( f; echo not-reached ); echo "sub=$?"
n=$(exit 2 3); echo "n: $?"
m=$(exit abc); echo "m: $?"
echo end

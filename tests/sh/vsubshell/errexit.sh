# set -e inside $(...): dropped unless inherit_errexit (bash); kept in
# ( ... ).
set -e
a=$(false; echo a-after); echo "a=$a"
( false; echo not-reached ) || echo "sub failed $?"
f() { false; echo f-after; }
b=$(f); echo "b=$b"
shopt -s inherit_errexit
c=$(set +e; false; echo c-after); echo "c=$c"
d=$(false; echo no) || echo "d failed $? [$d]"
e=$( (false; echo no) ; echo e-after) || echo "e failed $?"
g() { echo g1; false; echo g2; }
h=$(g) || echo "h failed $? [$h]"
if x=$(false; echo in-if); then echo "cond: $x"; fi
echo end
x=$(false; echo x)
echo not-reached

# PS4 is expanded for every trace line; arithmetic in it (with parameters,
# whose parse trees are cached) lives only as long as that expansion, also
# when the traced code is a function that is later redefined.
PS4='+[$((1 + $x))] '
x=3
set -x
: a
x=y y=5
: b
set +x
PS4='+$(( $1 * 2 )) '
f() { set -x; : "$1"; set +x; }
f 4
f 5
f() { :; }
f
i=0
PS4='+$((i + 1)) '
set -x
while [ $i -lt 3 ]; do i=$((i + 1)); done
set +x
echo done

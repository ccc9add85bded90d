# NAME=(...) and NAME[i]=v before a command: a string, and an error
f() { echo "f:[$b]"; }
y=5; b=($y "2 3") f; b=() f; echo "b:${b-unset}"
a[0]=1 echo hi; echo "status:$? a:${a[*]-unset}"
set -x
b=($y 2) true

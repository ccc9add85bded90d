# set -k (keyword): every argument that is an assignment word (unquoted
# NAME=, NAME+= or NAME[...]= at its start) goes into the command's
# environment, after the prefix assignments, for functions, builtins and
# programs alike; quoted or escaped ones stay arguments.  printf with
# quoted "NAME=..." words shows values here, since echo x=$x would itself
# be an assignment.
set -k
echo "$-"
f() { printf '%s\n' "f: a=$a b=$b z=$z args=$*"; }
f x a=1 y b=2
printf '%s\n' "after: a=$a b=$b"
for i in 1 2 3; do f $i a=$i; done
z=0
f z=1 z+=2
f z+=5
printf '%s\n' "z=$z"
x=1 printenv x x=2
printenv y y=3 'y=4'
echo q=1 "r=2" s\=3 t=$z u
echo v=1 -n w; echo
i=0
while [ $i -lt 3 ]; do echo n=$i $i; i=$((i+1)); done
echo a[1]=x; printf '%s\n' "st=$?"
set -x
echo c=$((1+1)) d
set +x
set +k
echo "$-"
echo x=1 y=2
x=1 set -k; printenv W W=2

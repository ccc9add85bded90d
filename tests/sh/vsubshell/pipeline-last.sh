# The last element of a pipeline that is not a program runs as a virtual
# subshell (no lastpipe): nothing it changes reaches the shell.
echo x | read v; echo "v=[$v] $?"
printf 'a b\nc d\n' | while read -r l r; do n=$((n + 1)); echo "$n:$l:$r"; done
echo "n=[$n]"
printf '1 2 3\n' | read -a arr; echo "arr=${#arr[@]}"
f() { while read -r l; do echo "f:$l"; g=$l; done; return 3; }
printf '1\n2\n' | f; echo "st=$? ps=${PIPESTATUS[*]} g=[$g]"
echo hi | { read a; echo "got $a"; exit 7; echo no; }; echo "st=$?"
echo | echo "sub=$BASH_SUBSHELL"
echo | { echo "sub=$BASH_SUBSHELL"; }
echo | ( echo "sub=$BASH_SUBSHELL" )
echo | (( 1 )) && echo arith
false | true; echo "ps=${PIPESTATUS[*]}"
true | false; echo "st=$? ps=${PIPESTATUS[*]}"
set -o pipefail; false | true; echo "pipefail=$?"; set +o pipefail
d=$PWD; echo q | { cd /; pwd; umask 077; }; [ "$PWD" = "$d" ] && echo same-dir; umask
x=5; echo | x=6; echo "x=$x"
echo a | { x=7; echo "in x=$x"; }; echo "x=$x"
echo a | { local_fn() { :; }; }; type local_fn 2>/dev/null || echo no-fn
h() { echo b | return 4; echo "h after $?"; }; h; echo "h=$?"
k() { echo b | { read y; echo "k read $y"; exit 2; }; echo "k after $?"; }; k
set -- p q; echo | shift; echo "params=$*"
echo one | { cat; echo two; } | { read a; read b; echo "$a+$b"; }
printf 'l1\nl2\nl3\n' | { read first; cat; }
seq 3 | { while read i; do echo "i$i"; done; echo done; } | cat
echo in | { read v; echo "v=$v"; echo "\$?=$?"; false; }; echo "after=$?"
set -e; echo | false || echo "guarded"; set +e
set -e; echo x | { false; echo "not reached"; }; echo "unreached $?"

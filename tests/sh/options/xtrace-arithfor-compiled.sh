# set -x switched on inside a compiled for (( ; ; )) loop, or before a
# call of a function whose loop was compiled, traces the loop's parts as
# the interpreter does.
n=0
for ((i = 0; i < 60; i++)); do
	(( n += i ))
	[[ $i == 57 ]] && set -x
done
set +x
echo "$n"
f() { for ((k=0;k<$1;k++)); do :; done; }
for r in 1 2 3 4 5; do f 40; done
set -x
f 2

# lastpipe: without job control the last element of a pipeline runs in
# the shell, so what it sets stays
echo before | read v; echo "off: [$v]"
shopt -s lastpipe
echo a b | read x y; echo "on: [$x-$y]"
printf '1\n2\n3\n' | while read l; do n=$l; done; echo "last line $n"
true | false | true; echo "status $? ${PIPESTATUS[*]}"
s=0 c=0
for ((i = 0; i < 5; i++)); do
	echo $((i + 10)) | read k; ((s += k))
	echo $((i + 1)) | read i; ((c++))
done
echo "loop $s $i $c"
f() { echo in-f | read fv; }; f; echo "function [$fv]"
set -e
echo | { false; echo notreached; }
echo notreached

# for loops over literal words, entered many times (the JIT takes such
# words as they stand): the same words as the expansion gives.
n=0 out=
for i in 1 2 3 4 5 6; do
	for d in -1:-1 0:1 a\ b 'q r' x{1,2} \* [z] -- '' "" ~nosuchuser9 a=b; do
		n=$((n + 1))
		[ $i -eq 6 ] && out="$out<$d>"
	done
done
echo "$n $out"
# glob characters: pathname expansion, or not under set -f
cd "$HOME" && mkdir -p g && cd g && : > f1 > f2
for i in 1 2 3; do for w in f* nomatch* f?; do printf '%s ' "$w"; done; done; echo
set -f
for i in 1 2 3; do for w in f* x; do printf '%s ' "$w"; done; done; echo
set +f
# IFS does not split literal text
IFS=:
for i in 1 2; do for w in a:b c; do printf '[%s]' "$w"; done; done; echo
unset IFS
# a readonly loop variable
readonly ro=1
for i in 1 2; do for ro in u v; do echo "not reached"; done; done 2>&1 | sed 's/^.*: line [0-9]*: //'
echo "end"

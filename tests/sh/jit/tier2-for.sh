# for loops over a list, over "$@" and over a command substitution,
# recompiled at tier 2 in mid-run with a small QUIRL_JIT_TIER2: the
# tier-1 code hands its word iterator to the tier-2 code, which goes on
# with the next word.
s=0 last=
for w in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	s=$((s + w))
	last=$w
done
echo "list: s=$s last=$last w=$w"

set -- a b c d e f g h i j k l m n o p
out=
for p in "$@"; do out=$out$p; done
echo "params: $out"

out=
for p; do out=$p$out; done
echo "implicit: $out"

words=$(i=0; while [ $i -lt 50 ]; do echo "x$i"; i=$((i + 1)); done)
n=0 cat=
for w in $words; do
	n=$((n + 1))
	case $w in x1?) cat=$cat$w, ;; esac
done
echo "cmdsub: n=$n $cat"

# break and continue after the recompile
out=
for w in a b c d e f g h i j k l m n o p q r s t u v w x y z; do
	case $w in
	[aeiou]) continue ;;
	w) break ;;
	esac
	out=$out$w
done
echo "control: $out w=$w"

# $? of the loop: the last body's
for w in 1 2 3 4 5 6 7 8 9 10; do [ "$w" -lt 10 ]; done
echo "status: $?"
for w in 1 2 3 4 5 6 7 8 9 10; do [ "$w" -lt 11 ]; done
echo "status: $?"

# A hot loop calling $(...) and ( ... ) that change variables: compiled
# and interpreted code agree, and nothing leaks.
f() { n=$(( $1 * 2 )); echo $n; }
s=0; n=7
for ((i = 0; i < 200; i++)); do
	v=$(f $i); s=$((s + v))
	(s=0; n=1)
done
echo "s=$s n=$n i=$i"
c=0; while [ $c -lt 100 ]; do c=$((c + 1)); w=$(c=0; echo $c); done
echo "c=$c w=$w"

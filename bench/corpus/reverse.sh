# corpus: posix small=5 full=120
# reverses strings character by character with ${s#?}
n=${1:-120}
base="The quick brown fox jumps over the lazy dog 0123456789"
k=0 sum=0 pal=0
while [ $k -lt $n ]; do
	s="$base $k"
	r=""
	while [ -n "$s" ]; do
		rest=${s#?}
		r="${s%"$rest"}$r"
		s=$rest
	done
	sum=$((sum + ${#r}))
	k=$((k + 1))
done
for w in level rotor shell kayak quirl; do
	s=$w r=""
	while [ -n "$s" ]; do
		rest=${s#?}
		r="${s%"$rest"}$r"
		s=$rest
	done
	[ "$r" = "$w" ] && pal=$((pal + 1))
done
echo "reverse $n $sum $pal $r"

# break and continue with levels across nested compiled loops, and $? of
# the loops.
out=
for a in 1 2 3 4; do
	for b in 1 2 3; do
		if [ $b -eq 2 ] && [ $a -eq 2 ]; then continue 2; fi
		if [ $a -eq 4 ]; then break 2; fi
		out="$out$a$b "
	done
	out="$out| "
done
echo "$out"
i=0
while :; do i=$((i + 1)); [ $i -lt 7 ] || break; done
echo "$i $?"
j=0
until [ $j -ge 3 ]; do j=$((j + 1)); false; done
echo "$?"

# IFS containing digits changes how an unquoted $i splits: fast paths that
# assumed the old IFS must give way.
i=0 out=
while [ "$i" -lt 12 ]; do
	i=$((i + 1))
	if [ "$i" -eq 10 ]; then IFS=1; fi
	set -- $i
	out="$out $#"
done
echo "$out"

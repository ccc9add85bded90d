# set -x switched on inside a hot loop traces the following statements.
i=0
while [ $i -lt 4 ]; do
	i=$((i + 1))
	if [ $i -eq 3 ]; then set -x; fi
done
set +x
echo "$i"

# Compiled code assumes only that IFS splits no number, so IFS changes
# that keep it so (IFS=, read in a hot loop) leave its native statements
# valid (issue 26), and a change that makes IFS split numbers sends them
# back to the interpreter: at i=5 below, unquoted $i splits into nothing
# and [ -lt 8 ] is an error, as in bash.
i=0
while [ $i -lt 8 ]; do
	IFS=, read -r a b <<-END
	$i,x
	END
	printf '%s ' "$a$b"
	if [ $i -eq 4 ]; then IFS=5; fi
	i=$((i + 1))
done
echo
echo "i=$i"
unset IFS
q=$(readlink /proc/$$/exe)
# the default tiers, whatever the test run sets (as tier2-log.sh)
unset QUIRL_JIT_PROMOTE QUIRL_JIT_TIER2 QUIRL_JIT_BACKEND
QUIRL_JIT=always QUIRL_JIT_LOG=summary "$q" -c '
printf "%s\n" 1,2 3,4 5,6 > "${TMPDIR:-/tmp}/ifs-numeric.$$"
s=0
while IFS=, read -r a b; do
	s=$((s + a * b))
done < "${TMPDIR:-/tmp}/ifs-numeric.$$"
rm -f "${TMPDIR:-/tmp}/ifs-numeric.$$"
echo "s=$s"' 2>&1 | sed -n 's/^quirl-jit: while.*native; \([0-9]* failed guards\)).*/\1/p; /^s=/p'

# QUIRL_JIT_LOG=summary prints, at exit, each region's statement runs
# native and interpreted (weighted by executions), its most frequent
# hand-backs and the failed guards, and a total line (issue 26); only the
# process that started prints it, not its subshells.  The inner shells
# compile at first entry (QUIRL_JIT=always), so the counts are exact.
q=$(readlink /proc/$$/exe)
# the default tiers, whatever the test run sets (as tier2-log.sh)
unset QUIRL_JIT_PROMOTE QUIRL_JIT_TIER2 QUIRL_JIT_BACKEND
log=${TMPDIR:-/tmp}/log-summary.$$
prog='
i=0 s=
while [ $i -lt 10 ]; do
	s="${s}x"
	n=$(echo ${#s}) # a hand-back: a command substitution
	i=$((i + 1))
done
( j=0; while [ $j -lt 3 ]; do j=$((j + 1)); done )
echo "n=$n"
'
QUIRL_JIT=always QUIRL_JIT_LOG=summary "$q" -c "$prog" 2>"$log"
sed 's/compiles in [0-9]* us/compiles in T us/; s/, [0-9]* us compiling/, T us compiling/' "$log"
# with the JIT off there is nothing to summarise
QUIRL_JIT=off QUIRL_JIT_LOG=summary "$q" -c "$prog"
rm -f "$log"

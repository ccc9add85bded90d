# QUIRL_JIT_LOG reports a tier-2 recompile with a line of its own, and
# `jit stats` counts them.  The inner shells run at a tiny
# QUIRL_JIT_TIER2 (QUIRL_JIT_TIER2=0: never).  The counts printed are the
# same whether this script itself runs with the JIT or not.
q=$(readlink /proc/$$/exe)
log=${TMPDIR:-/tmp}/tier2-log.$$
unset QUIRL_JIT_PROMOTE # every region at tier 2 at once: no recompile
prog='
i=0
while [ $i -lt 50 ]; do i=$((i + 1)); done
f() { for ((k = 0; k < 3; k++)); do :; done; }
f; f; f; f; f
echo "i=$i k=$k"
jit stats | grep "^tier-2 recompiles:"
'
QUIRL_JIT=on QUIRL_JIT_THRESHOLD=2 QUIRL_JIT_TIER2=10 QUIRL_JIT_LOG=1 \
	"$q" -c "$prog" 2>"$log"
sed 's/compiled in [0-9]* us ([a-z]*)/compiled/' "$log"
QUIRL_JIT=on QUIRL_JIT_THRESHOLD=2 QUIRL_JIT_TIER2=0 QUIRL_JIT_LOG=1 \
	"$q" -c "$prog" 2>"$log"
sed 's/compiled in [0-9]* us ([a-z]*)/compiled/' "$log"
QUIRL_JIT=off "$q" -c "$prog"
rm -f "$log"

# A `for` loop that becomes hot in its only run continues in compiled code
# with the words still to come (entered at a back-edge, as while loops
# are): the results and $? match the interpreter, break and continue
# still work, and the log shows the region.  The inner shell runs at a
# low threshold so the loop is handed over after a few words.
q=$(readlink /proc/$$/exe)
log=${TMPDIR:-/tmp}/for-midrun.$$
export QUIRL_JIT=on QUIRL_JIT_THRESHOLD=3 QUIRL_JIT_LOG=1
unset QUIRL_JIT_TIER2 # the default: no tier-2 recompile (and log line) here
"$q" -c '
s=0
for i in 1 2 3 4 5 6 7 8 9 10 11 12; do s=$((s + i)); done
echo "sum $s last $i"
for w in a b c d e f g h; do [ "$w" != h ]; done
echo "status $?"
for w in a b c d e f g h; do
	case $w in f) break ;; b) continue ;; esac
	printf %s "$w"
done
echo " stopped at $w"
set -- x y z
n=0
for p; do n=$((n + 1)); done
echo "params $n"
' 2>"$log"
sed 's/compiled in [0-9]* us ([a-z]*)/compiled/' "$log"
rm -f "$log"

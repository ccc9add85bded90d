# A native statement whose guard keeps failing is demoted (issue 26): after
# 64 failures its region is compiled again with that statement handed back
# to the interpreter whole, in mid-loop for a loop, at the next call for a
# function.  x=010 is not a canonical integer, so the native integer test
# declines it every time; test itself reads it as 10.
q=$(readlink /proc/$$/exe)
# the default tiers, whatever the test run sets (as tier2-log.sh)
unset QUIRL_JIT_PROMOTE QUIRL_JIT_TIER2 QUIRL_JIT_BACKEND
log=${TMPDIR:-/tmp}/guard-demote.$$
prog='
x=010 i=0 c=0
while [ $i -lt 300 ]; do
	if [ $x -lt 20 ]; then c=$((c + 1)); fi
	i=$((i + 1))
done
f() { [ $x -lt 20 ] && c=$((c + 1)); }
for k in 1 2 3 4 5 6 7 8; do for j in 1 2 3 4 5 6 7 8 9 10; do f; done; done
echo "c=$c"
'
QUIRL_JIT=always QUIRL_JIT_LOG=1 "$q" -c "$prog" 2>"$log"
sed 's/compiled in [0-9]* us ([a-z]*)/compiled/' "$log"
QUIRL_JIT=always QUIRL_JIT_LOG=summary "$q" -c "$prog" 2>&1 |
	sed 's/compiles in [0-9]* us/compiles in T us/; s/, [0-9]* us compiling/, T us compiling/'
QUIRL_JIT=off "$q" -c "$prog"
rm -f "$log"

# A variable set from text (n=${1:-40}) is a native integer test operand
# from its first test on: its canonical text is turned into the integer
# once (rt_var_int_only) rather than failing the guard every iteration
# (issue 26).  Text that is not canonical (050, +7, " 9") stays text and
# is read by test itself.
set -- 40
n=${1:-100} i=0
while [ $i -lt $n ]; do i=$((i + 1)); done
echo "i=$i n=$n"
for m in 050 +7 " 9" -3 12; do
	k=0
	while [ $k -lt $m ]; do k=$((k + 1)); done
	echo "m=[$m] k=$k"
done
q=$(readlink /proc/$$/exe)
# the default tiers, whatever the test run sets (as tier2-log.sh)
unset QUIRL_JIT_PROMOTE QUIRL_JIT_TIER2 QUIRL_JIT_BACKEND
QUIRL_JIT=always QUIRL_JIT_LOG=summary "$q" -c '
n=${1:-400} i=0
while [ $i -lt $n ]; do i=$((i + 1)); done
echo "$i $n"' 2>&1 | sed -n '/^[0-9]/p; s/^quirl-jit: while.*native; \([0-9]* failed guards\)).*/\1/p'

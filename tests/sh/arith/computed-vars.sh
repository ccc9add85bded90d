# Variables whose value is computed when read (RANDOM, SECONDS, LINENO,
# EPOCHSECONDS, BASHPID) have that value as a name in arithmetic too,
# also under set -u, in both tiers (the loop is compiled).
set -u
RANDOM=7; a=$RANDOM; b=$RANDOM
RANDOM=7; c=$((RANDOM)); (( d = RANDOM ))
echo $(( a == c && b == d ))
for i in 1 2 3; do
	r=$(( RANDOM % 6 + 1 ))
	(( r >= 1 && r <= 6 )) && echo "die ok"
done
echo $(( LINENO )) $(( LINENO + 1 ))
SECONDS=100
echo $(( SECONDS >= 100 && SECONDS < 200 ))
e=$EPOCHSECONDS
echo $(( EPOCHSECONDS - e <= 1 ))
echo $(( BASHPID == $$ ))
f() { local x=$(( RANDOM % 10 )); echo $(( x >= 0 && x < 10 )); }
f
unset RANDOM
echo "${RANDOM-unset}" $(( ${RANDOM:-0} ))
